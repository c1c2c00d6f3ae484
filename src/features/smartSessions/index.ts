/** The smart-sessions feature chunk (`./features/smartSessions`): the SmartSessions view, fetched when a visitor reaches it (only while `smartSessions` is on). */
export { SmartSessionsView } from './SmartSessionsView.tsx';
