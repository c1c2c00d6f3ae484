import { instanceActionsHook } from '../../atoms/instanceActions.ts';
import { createSmartSessionActions } from './actions.ts';

/** The smart-sessions actions of this modal's instance. */
export const useSmartSessionActions = instanceActionsHook(createSmartSessionActions);
