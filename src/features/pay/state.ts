import type { Hex } from 'viem';
import { atom } from 'jotai/vanilla';
import { RPC_CODES, rpcErrorCode } from '../../chains/eip155/provider.ts';
import { BaseError } from '../../core/errors/base.ts';
import { PayError, type PayFailureReason } from '../../core/errors/pay.ts';
import type { PayAsset } from './asset.ts';
import { PAY_MESSAGES } from './messages.ts';
import type { PayRequest } from './request.ts';

/**
 * Where a payment is. `loading` reads the asset; `review` waits on the visitor (connect, switch network, Pay);
 * `paying` waits on the wallet; `confirming` on the chain; `paid` and `failed` are the ends (the call has settled).
 */
export type PayStep = 'loading' | 'review' | 'paying' | 'confirming' | 'paid' | 'failed';

export type PayFailure = {
  reason: PayFailureReason;
  /** The host's text (English, as the call rejects with it). */
  message: string;
  /** What failed underneath (a wallet's or the chain's own text), for the view to say in the modal's language. */
  cause?: string;
};

export type PayState = {
  request: PayRequest;
  step: PayStep;
  asset?: PayAsset;
  /** The amount in the asset's smallest units, once its decimals are known. */
  units?: bigint;
  /** The payer's balance of the asset, and whose it is (a wallet change reads it again). */
  balance?: { owner: string; units: bigint } | { owner: string; error: string };
  hash?: Hex;
  failure?: PayFailure;
};

/** The payment under way in this instance (one at a time), or none. */
export const payStateAtom = atom<PayState | undefined>(undefined);

/** What the Pay view asks of the visitor now: derived from the payment and the wallet, never stored. */
export type PayStage = 'loading' | 'connect' | 'switchNetwork' | 'checkingBalance' | 'ready' | 'paying' | 'confirming' | 'paid' | 'failed';

export function payStage(state: PayState, wallet: { address: string | undefined; caipNetworkId: string | undefined }): PayStage {
  if (state.step !== 'review') return state.step;
  if (!wallet.address) return 'connect';
  if (wallet.caipNetworkId !== state.request.network.caipNetworkId) return 'switchNetwork';
  if (state.balance?.owner !== wallet.address) return 'checkingBalance';
  return 'ready';
}

/** Whether the payer holds less than the payment (unknown balances are left to the wallet). */
export function isInsufficient(state: Pick<PayState, 'units' | 'balance'>): boolean {
  return state.units !== undefined && state.balance !== undefined && 'units' in state.balance && state.balance.units < state.units;
}

/** The reason and text of anything a payment threw: the wallet's 4001 is a rejection; our errors keep their text. */
export function failureOf(cause: unknown): PayFailure {
  if (cause instanceof PayError) return { reason: cause.reason, message: cause.shortMessage };
  if (rpcErrorCode(cause) === RPC_CODES.userRejected) return { reason: 'rejected', message: PAY_MESSAGES.rejected };
  if (cause instanceof BaseError)
    return { reason: 'failed', message: `${PAY_MESSAGES.failed}: ${cause.shortMessage}`, cause: cause.shortMessage };
  return { reason: 'failed', message: PAY_MESSAGES.failed };
}
