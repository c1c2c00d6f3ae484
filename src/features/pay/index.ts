import type { Hex } from 'viem';
import type { InstanceContext } from '../../atoms/context.ts';
import { payActionsOf } from './pay.ts';

/** The pay feature chunk (`./features/pay`): `pay()` and the Pay view. Loaded only while `features.pay` is on. */
export { PayView } from './PayView.tsx';

/** Starts a payment on `ctx`'s instance: resolves with the transaction hash once mined, rejects with a `PayError`. */
export const pay = (ctx: InstanceContext, request: unknown): Promise<Hex> => payActionsOf(ctx).pay(request);
