import { instanceActionsHook } from '../../atoms/instanceActions.ts';
import { createBitcoinSignActions } from './signMessage.ts';
import './styles.ts';

/** Sign message's actions for this modal's instance. */
export const useBitcoinSignActions = instanceActionsHook(createBitcoinSignActions);
