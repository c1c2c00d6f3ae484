import { RPC_CODES, rpcErrorCode } from '../../chains/eip155/provider.ts';
import { BaseError, type BaseErrorParameters } from '../../core/errors/base.ts';

/** What a visitor reads (SPEC section 8 quoted exactly where it has a text; the rest our own). */
export const SWAP_MESSAGES = {
  unsupportedSwaps: 'Network not supported for Swaps',
  unsupportedGasPrice: 'Network not supported for Gas Price',
  rejected: 'Transaction rejected',
  notConnected: 'Connect a wallet to swap',
  tokens: 'Could not load the tokens to swap',
  quote: 'Could not get a quote. Try again.',
  /** The API refused the quote (an amount it cannot take, such as 29 digits): trying again would not help. */
  quoteRefused: 'No quote for this amount',
  noRoute: 'No route for this pair',
  gasPrice: 'Could not get the network fee',
  slippage: 'Price moved beyond your slippage tolerance. Nothing was swapped: check the new quote and try again.',
  expired: 'The swap expired before it was mined. Nothing was swapped: try again.',
  failed: 'Swap failed',
  approveFailed: 'Approval failed',
  insufficient: 'Insufficient balance',
  decimals: 'Too many decimal places for this token',
  amount: 'Enter an amount greater than 0',
} as const;

/** A failure of the swap, with the text to show. */
export class SwapError extends BaseError {
  override name = 'SwapError';
}

/** The active network is one the swap API does not serve (SPEC section 8: swaps, or the gas price). */
export class SwapNetworkError extends SwapError {
  override name = 'SwapNetworkError';
  constructor(what: 'swaps' | 'gasPrice', parameters: BaseErrorParameters = {}) {
    super(what === 'swaps' ? SWAP_MESSAGES.unsupportedSwaps : SWAP_MESSAGES.unsupportedGasPrice, parameters);
  }
}

/** The pool paid less than the quote allowed for: the router refused, or the build showed it before sending. */
export class SlippageError extends SwapError {
  override name = 'SlippageError';
  constructor(parameters: BaseErrorParameters = {}) {
    super(SWAP_MESSAGES.slippage, parameters);
  }
}

/** Every message in an error and its causes (wallets wrap the node's "execution reverted: …" differently). */
function messagesOf(error: unknown, depth = 0): string {
  if (depth > 4 || typeof error !== 'object' || error === null) return typeof error === 'string' ? error : '';
  const e = error as { message?: unknown; details?: unknown; cause?: unknown; data?: { message?: unknown; originalError?: unknown } };
  const own = [e.message, e.details, e.data?.message].filter((part): part is string => typeof part === 'string');
  return [...own, messagesOf(e.cause, depth + 1), messagesOf(e.data?.originalError, depth + 1)].join(' | ');
}

/**
 * The text for a failed approval or swap: a rejection in the wallet (4001), the router's refusals (a price that moved
 * past the slippage, an expired deadline), our own errors' texts, else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string = SWAP_MESSAGES.failed): string {
  if (rpcErrorCode(error) === RPC_CODES.userRejected) return SWAP_MESSAGES.rejected;
  if (error instanceof SwapError) return error.shortMessage;
  const text = messagesOf(error);
  if (/INSUFFICIENT_OUTPUT_AMOUNT/i.test(text)) return SWAP_MESSAGES.slippage;
  if (/MarketRouter: EXPIRED|\bEXPIRED\b/.test(text)) return SWAP_MESSAGES.expired;
  if (error instanceof BaseError) return error.shortMessage;
  return fallback;
}
