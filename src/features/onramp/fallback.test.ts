import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { createOnrampApi } from './api.ts';
import { FALLBACK_LIMITS, placeholderQuote, SAMPLE_OPTIONS } from './fallback.ts';
import { onrampOptionsSchema, onrampQuoteSchema } from './schemas.ts';

describe('on-ramp fallbacks', () => {
  it('the sample options have the SPEC shape, USD and EUR with the fallback limits, on eip155 and solana networks', () => {
    expect(z.parse(onrampOptionsSchema, SAMPLE_OPTIONS)).toEqual(SAMPLE_OPTIONS);
    expect(SAMPLE_OPTIONS.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
    for (const currency of SAMPLE_OPTIONS.paymentCurrencies) {
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'bank_account', min: '10.00', max: '25000.00' },
      ]);
    }
    expect(FALLBACK_LIMITS).toHaveLength(2);
    const networks = SAMPLE_OPTIONS.purchaseCurrencies.flatMap((c) => c.networks);
    expect(networks.every((n) => /^\d+$/.test(n.chain_id) || n.name === 'solana')).toBe(true);
  });

  it('the placeholder quote is an estimate: the whole amount as total, the top 2 % fee, nothing promised beyond', () => {
    const quote = placeholderQuote({ amount: '100', currency: 'USD', symbol: 'ETH', usdPrice: 3000 });
    expect(z.parse(onrampQuoteSchema, quote)).toEqual(quote);
    expect(quote).toEqual({
      coinbaseFee: { amount: '2.00', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.03266666', currency: 'ETH' },
      quoteId: 'placeholder',
    });
    // The fee rounds up to the cent; the amount received is left empty without a USD price (or in EUR).
    const eur = placeholderQuote({ amount: '10.01', currency: 'EUR', symbol: 'ETH', usdPrice: 3000 });
    expect(eur.coinbaseFee!.amount).toBe('0.21');
    expect(eur.paymentSubtotal.amount).toBe('9.80');
    expect(eur.purchaseAmount).toEqual({ amount: '', currency: 'ETH' });
    expect(placeholderQuote({ amount: '50', currency: 'USD', symbol: 'USDC' }).purchaseAmount.amount).toBe('');
  });
});

describe('the fallbacks stand in for failures that are still reported', () => {
  it('a failed options or quote call gives the sample or the estimate, and tells error analytics which failed', async () => {
    const down = () => Promise.reject(new Error('503'));
    const report = vi.fn();
    const api = createOnrampApi({ url: (path) => path, get: down, post: down }, () => undefined, report);
    expect((await api.options()).sample).toBe(true);
    const request = { asset: 'ETH', symbol: 'ETH', currency: 'USD', network: 'ethereum', method: 'card', amount: '100', usdPrice: 3000 };
    expect((await api.quote(request, 'meld')).estimate).toBe(true);
    expect(report.mock.calls.map(([action, error]) => [action, (error as Error).message])).toEqual([
      ['options', '503'],
      ['quote', '503'],
    ]);
  });
});
