/** The embedded wallet's lazy chunk entry: its actions (the approval view is a chunk of its own). */
export { createEmbeddedActions } from './actions.ts';
