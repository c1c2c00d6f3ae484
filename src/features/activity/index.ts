/** The activity feature chunk (`./features/activity`): fetched only when the activity feature is on and its tab opens. */
export { ActivityList } from './ActivityList.tsx';
export { createActivityActions } from './actions.ts';
