import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import realOptions from '../../core/api/contracts/onrampOptions.json' with { type: 'json' };
import realQuote from '../../core/api/contracts/onrampQuote.json' with { type: 'json' };
import realUrl from '../../core/api/contracts/onrampUrl.json' with { type: 'json' };
import { onrampOptionsSchema, onrampPurchaseSchema, onrampUrlResponseSchema, quoteResponseSchema } from './schemas.ts';

/** devcloud's answer for $100 of ETH with coinbase (devcloud/README.md). */
const QUOTE = {
  coinbaseFee: { amount: '1.48', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  paymentSubtotal: { amount: '98.42', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '0.03280666', currency: 'ETH' },
  quoteId: 'b768b3d5aa242531c528fb5d3dd58a03',
};

describe('on-ramp answers', () => {
  it('reads the quote under `quote` (the SPEC field); amounts given as numbers become text', () => {
    expect(z.parse(quoteResponseSchema, { quote: QUOTE })).toEqual(QUOTE);
    const numeric = { ...QUOTE, paymentTotal: { amount: 100, currency: 'USD' } };
    expect(z.parse(quoteResponseSchema, { quote: numeric }).paymentTotal).toEqual({ amount: '100', currency: 'USD' });
  });

  it('reads the real answer: the quote itself, without coinbaseFee (contract fixture)', () => {
    expect(z.parse(quoteResponseSchema, realQuote.payload)).toEqual(realQuote.payload);
    expect(z.parse(quoteResponseSchema, QUOTE)).toEqual(QUOTE);
  });

  it('refuses a quote missing a field', () => {
    const { quoteId: _quoteId, ...partial } = QUOTE;
    expect(z.safeParse(quoteResponseSchema, { quote: partial }).success).toBe(false);
    expect(z.safeParse(quoteResponseSchema, partial).success).toBe(false);
    expect(z.safeParse(quoteResponseSchema, { quote: { ...QUOTE, networkFee: { amount: '0.10' } } }).success).toBe(false);
  });

  it('reads the real options and URL answers (contract fixtures)', () => {
    expect(z.parse(onrampOptionsSchema, realOptions.payload).purchaseCurrencies[0]!.networks[0]!.chain_id).toBe('31337');
    expect(z.parse(onrampUrlResponseSchema, realUrl.payload).url).toBe(realUrl.payload.url);
  });

  it('reads the options; limits as numbers become text', () => {
    const options = z.parse(onrampOptionsSchema, {
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [{ name: 'airlock-local', display_name: 'Airlock Local', chain_id: '31337', contract_address: '' }],
        },
      ],
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: 10, max: '7500.00' }] }],
    });
    expect(options.paymentCurrencies[0]!.payment_method_limits[0]).toEqual({ id: 'card', min: '10', max: '7500.00' });
    expect(z.safeParse(onrampOptionsSchema, { purchaseCurrencies: [{ id: 'ETH' }], paymentCurrencies: [] }).success).toBe(false);
  });

  it('opens only a web page from the generated URL', () => {
    expect(z.parse(onrampUrlResponseSchema, { url: 'http://127.0.0.1:4000/onramp-sandbox/1' }).url).toBe(
      'http://127.0.0.1:4000/onramp-sandbox/1',
    );
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
      expect(z.safeParse(onrampUrlResponseSchema, { url }).success).toBe(false);
    }
  });

  it("reads a purchase of the history's on-ramp list", () => {
    const purchase = {
      id: 'eip155:31337:0xabc',
      metadata: { operationType: 'buy', hash: '0xabc', status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', minedAt: '2026-01-01T00:00:00.000Z' },
      transfers: [
        { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.03280666', decimals: '18' } },
      ],
    };
    expect(z.parse(onrampPurchaseSchema, purchase)).toMatchObject({
      id: 'eip155:31337:0xabc',
      metadata: { status: purchase.metadata.status },
    });
  });
});
