import * as z from 'zod/mini';
import type { HttpClient } from '../../core/api/http.ts';
import { placeholderQuote, SAMPLE_OPTIONS } from './fallback.ts';
import {
  type OnrampOptions,
  type OnrampPurchase,
  type OnrampQuote,
  onrampOptionsSchema,
  onrampPurchaseSchema,
  onrampUrlResponseSchema,
  purchasesResponseSchema,
  quoteResponseSchema,
} from './schemas.ts';
import type { OnrampUrlBody } from './urlBody.ts';

/** A provider's quote, or the placeholder standing in for one that failed (an estimate, shown as such). */
export type ProviderQuote = { provider: string; quote: OnrampQuote; estimate: boolean };

export type QuoteRequest = {
  /** The ids the options list: asset, payment currency, the network's `name`, the payment method. */
  asset: string;
  symbol: string;
  currency: string;
  network: string;
  method: string;
  amount: string;
  /** The asset's USD price when the account's balances know it: the placeholder's estimate uses it. */
  usdPrice?: number;
};

/** The history's on-ramp status of a purchase that landed (Coinbase's name for it). */
export const ONRAMP_SUCCESS = 'ONRAMP_TRANSACTION_STATUS_SUCCESS';

/**
 * The on-ramp calls (SPEC section 7) with the SPEC's fallbacks: a failed options call gives the built-in sample
 * options, a failed quote the placeholder quote. Every answer is parsed; a bad one counts as a failure.
 */
export function createOnrampApi(
  client: HttpClient,
  debug: (message: string, detail?: unknown) => void,
  /** A failure the fallback stands in for, for error analytics: the visitor sees the sample or the estimate. */
  report: (action: string, error: unknown) => void = () => undefined,
) {
  async function options(): Promise<{ options: OnrampOptions; sample: boolean }> {
    try {
      const answer = await client.get('/v1/onramp/options', onrampOptionsSchema);
      if (answer.purchaseCurrencies.length > 0 && answer.paymentCurrencies.length > 0) return { options: answer, sample: false };
      debug('onramp: the options list nothing to buy; using the sample options');
    } catch (error) {
      debug('onramp: options unavailable; using the sample options', error);
      report('options', error);
    }
    return { options: SAMPLE_OPTIONS, sample: true };
  }

  /** One provider's quote for paying `amount`; the placeholder when the call fails. */
  async function quote(request: QuoteRequest, provider: string): Promise<ProviderQuote> {
    try {
      const answer = await client.post('/v1/onramp/quote', quoteResponseSchema, {
        purchaseCurrency: request.asset,
        paymentCurrency: request.currency,
        amount: request.amount,
        network: request.network,
        provider,
        paymentMethod: request.method,
      });
      return { provider, quote: answer, estimate: false };
    } catch (error) {
      debug(`onramp: ${provider} quote unavailable; showing an estimate`, error);
      report('quote', error);
      const { amount, currency, symbol, usdPrice } = request;
      return { provider, quote: placeholderQuote({ amount, currency, symbol, usdPrice }), estimate: true };
    }
  }

  /** The provider's page for this order (`POST /v1/generators/onrampurl`); no fallback: without it there is nothing to open. */
  async function url(body: OnrampUrlBody): Promise<string> {
    return (await client.post('/v1/generators/onrampurl', onrampUrlResponseSchema, body)).url;
  }

  /** The account's purchases from `provider` (the history's `onramp` list), newest first; odd items are dropped. */
  async function purchases(input: { address: string; provider: string; chainId?: string }): Promise<OnrampPurchase[]> {
    const page = await client.get(`/v1/account/${input.address}/history`, purchasesResponseSchema, {
      onramp: input.provider,
      chainId: input.chainId,
    });
    return page.data.flatMap((item) => {
      const parsed = z.safeParse(onrampPurchaseSchema, item);
      return parsed.success ? [parsed.data] : [];
    });
  }

  return { options, quote, url, purchases };
}

export type OnrampApi = ReturnType<typeof createOnrampApi>;
