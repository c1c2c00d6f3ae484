import { atom } from 'jotai/vanilla';
import type { SwapTokenInfo } from './schemas.ts';
import type { Quote } from './quote.ts';

/**
 * The swap form's state, one store per instance. Tokens by key (lower-case CAIP-10), the amount as typed, which
 * picker is open, and the submit's progress. Tied to one network and account: a change of either starts over.
 */
export type SwapForm = {
  /** The network and account the form was filled for. */
  scope: string | undefined;
  fromKey: string | undefined;
  toKey: string | undefined;
  amount: string;
  picking: 'from' | 'to' | undefined;
  /** The step under way after Swap was pressed. */
  step: 'approving' | 'swapping' | undefined;
  /** The last submit's failure (the form keeps what was typed). */
  error: string | undefined;
};

export const initialSwapForm = (scope?: string): SwapForm => ({
  scope,
  fromKey: undefined,
  toKey: undefined,
  amount: '',
  picking: undefined,
  step: undefined,
  error: undefined,
});

export const swapFormAtom = atom<SwapForm>(initialSwapForm());

/** The API's token list of a network, or why there is none. */
export type TokenList =
  | { network: string; status: 'loading' }
  | { network: string; status: 'ready'; tokens: SwapTokenInfo[] }
  | { network: string; status: 'error'; message: string };
export const tokenListAtom = atom<TokenList | undefined>(undefined);

/** The network's gas price (wei), or why it is unknown. */
export type GasPrice =
  | { network: string; status: 'loading' }
  | { network: string; status: 'ready'; wei: bigint; at: number }
  | { network: string; status: 'error'; message: string };
export const gasPriceAtom = atom<GasPrice | undefined>(undefined);

/** The quote for the form's tokens and amount; `key` names the request it answers. */
export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; quote: Quote }
  | { status: 'none'; key: string }
  | { status: 'error'; key: string; message: string };
export const quoteAtom = atom<QuoteState>({ status: 'idle' });

/** The network fee of what Swap will send for the quote (an approval first, when the allowance is short). */
export type FeeState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; gas: bigint; needsApproval: boolean }
  | { status: 'error'; key: string; message: string };
export const feeAtom = atom<FeeState>({ status: 'idle' });

/** USD per whole token (`POST /v1/fungible/price`), by token key. */
export const pricesAtom = atom<ReadonlyMap<string, number>>(new Map());
