import { instanceActionsHook } from '../../atoms/instanceActions.ts';
import { createNameActions } from './actions.ts';
import { addNameStyles } from './styles.ts';

/** The names actions of this modal's instance (the chunk's styles join the sheet on first use). */
export const useNameActions = instanceActionsHook((ctx) => {
  addNameStyles();
  return createNameActions(ctx);
});
