import { useServices } from '../../atoms/hooks.ts';
import { type PayActions, payActionsOf } from './pay.ts';
import { addPayStyles } from './styles.ts';

/** The pay actions of this modal's instance (the chunk's styles join the sheet on first use). */
export function usePayActions(): PayActions {
  const { instance } = useServices();
  addPayStyles();
  return payActionsOf(instance);
}
