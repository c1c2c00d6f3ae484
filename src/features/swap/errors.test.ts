import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/api.ts';
import { refusal } from './api.ts';
import { failureMessage, SlippageError, SWAP_MESSAGES, SwapNetworkError } from './errors.ts';

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('swap failure texts', () => {
  it("says 'Transaction rejected' for a rejection in the wallet (4001), however wrapped", () => {
    expect(failureMessage(rpcError(4001, 'User rejected the request.'))).toBe('Transaction rejected');
    expect(failureMessage({ cause: { code: 4001 } })).toBe('Transaction rejected');
  });

  it("names the router's refusals: a price past the slippage, an expired deadline", () => {
    expect(failureMessage(rpcError(3, 'execution reverted: MarketRouter: INSUFFICIENT_OUTPUT_AMOUNT'))).toBe(SWAP_MESSAGES.slippage);
    expect(failureMessage({ message: 'failed', data: { message: 'MarketRouter: INSUFFICIENT_OUTPUT_AMOUNT' } })).toBe(
      SWAP_MESSAGES.slippage,
    );
    expect(failureMessage(rpcError(-32603, 'x'), 'Approval failed')).toBe('Approval failed');
    expect(failureMessage(new Error('execution reverted: MarketRouter: EXPIRED'))).toBe(SWAP_MESSAGES.expired);
    expect(failureMessage(new SlippageError())).toBe(SWAP_MESSAGES.slippage);
  });

  it("shows the SPEC's network texts as their own errors, and never the API's own words for a refusal", () => {
    const refused = (description: string) =>
      new ApiError('Request failed with status 400', { status: 400, body: { reasons: [{ description }] } });
    const swaps = refusal(refused('Network not supported for Swaps'), 'x');
    expect(swaps).toBeInstanceOf(SwapNetworkError);
    expect(swaps.shortMessage).toBe('Network not supported for Swaps');
    expect(refusal(refused('Network not supported for Gas Price'), 'x').shortMessage).toBe('Network not supported for Gas Price');
    // A 29-digit amount: the API's words about its field stay in the details.
    const tooLarge = refusal(
      refused('expected a whole number of the smallest unit, as text'),
      SWAP_MESSAGES.quote,
      SWAP_MESSAGES.quoteRefused,
    );
    expect(tooLarge.shortMessage).toBe('No quote for this amount');
    expect(tooLarge.details).toBe('expected a whole number of the smallest unit, as text');
    expect(refusal(refused('amount is too large'), 'Swap failed').shortMessage).toBe('Swap failed');
    expect(refusal(new ApiError('Request failed with status 503', { status: 503 }), SWAP_MESSAGES.quote).shortMessage).toBe(
      SWAP_MESSAGES.quote,
    );
    expect(refusal(new ApiError('Malformed response'), SWAP_MESSAGES.quote).shortMessage).toBe(SWAP_MESSAGES.quote);
  });
});
