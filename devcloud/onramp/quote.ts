/**
 * On-ramp quotes (SPEC section 3): what a payment buys, or what a purchase costs, in whole cents of
 * the payment currency. The provider's fee is a fixed share of the subtotal (catalog.ts), the
 * network fee a fixed amount per network, the asset priced at devcloud's dev prices: the same
 * question always gets the same answer.
 */
import { createHash } from 'node:crypto';
import { formatUnits } from 'viem';
import { usdPrice } from '../blockchain/prices.ts';
import { NETWORK_FEE_USD_CENTS, type OnrampProvider, PROVIDER_FEE_BPS, USD_CENTS_PER_UNIT } from './catalog.ts';

export type Money = { amount: string; currency: string };

/** SPEC section 3, onramp quote; `coinbaseFee` is the provider's fee whoever the provider is. */
export type OnrampQuote = {
  coinbaseFee: Money;
  networkFee: Money;
  paymentSubtotal: Money;
  paymentTotal: Money;
  purchaseAmount: Money;
  quoteId: string;
};

export type QuoteRequest = {
  provider: OnrampProvider;
  asset: { symbol: string; decimals: number };
  network: string;
  /** `USD` or `EUR`. */
  currency: string;
};

export type Quoted = { quote: OnrampQuote; totalCents: bigint; purchaseUnits: bigint };

export class QuoteError extends Error {
  override name = 'QuoteError';
}

/** Crypto amounts are shown, and delivered, to at most this many decimals. */
const SHOWN_DECIMALS = 8;

const cents = (value: bigint, currency: string): Money => ({
  amount: `${value / 100n}.${String(value % 100n).padStart(2, '0')}`,
  currency,
});
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

function terms(request: QuoteRequest) {
  const usdPerUnit = USD_CENTS_PER_UNIT[request.currency];
  const priceUsdCents = BigInt(Math.round(usdPrice(request.asset.symbol) * 100));
  if (!usdPerUnit) throw new QuoteError(`${request.currency} is not a payment currency`);
  if (priceUsdCents === 0n) throw new QuoteError(`${request.asset.symbol} has no price`);
  const networkFee = ceilDiv((NETWORK_FEE_USD_CENTS[request.network] ?? 0n) * 100n, usdPerUnit);
  const scale = 10n ** BigInt(request.asset.decimals);
  const step = 10n ** BigInt(Math.max(0, request.asset.decimals - SHOWN_DECIMALS));
  return { usdPerUnit, priceUsdCents, networkFee, scale, step, bps: PROVIDER_FEE_BPS[request.provider] };
}

function finish(request: QuoteRequest, parts: { total: bigint; fee: bigint; networkFee: bigint; subtotal: bigint; units: bigint }): Quoted {
  const { currency, asset } = request;
  const quoteId = createHash('sha256')
    .update(JSON.stringify([request.provider, asset.symbol, request.network, currency, String(parts.total), String(parts.units)]))
    .digest('hex')
    .slice(0, 32);
  return {
    quote: {
      coinbaseFee: cents(parts.fee, currency),
      networkFee: cents(parts.networkFee, currency),
      paymentSubtotal: cents(parts.subtotal, currency),
      paymentTotal: cents(parts.total, currency),
      purchaseAmount: { amount: formatUnits(parts.units, asset.decimals), currency: asset.symbol },
      quoteId,
    },
    totalCents: parts.total,
    purchaseUnits: parts.units,
  };
}

/** What paying `totalCents` buys: total = subtotal + fee (bps of the subtotal) + network fee. */
export function quoteForPayment(request: QuoteRequest, totalCents: bigint): Quoted {
  const t = terms(request);
  const subtotal = ((totalCents - t.networkFee) * 10_000n) / (10_000n + t.bps);
  if (subtotal <= 0n) throw new QuoteError('The amount does not cover the fees');
  const fee = totalCents - t.networkFee - subtotal;
  const exact = (subtotal * t.usdPerUnit * t.scale) / (100n * t.priceUsdCents);
  const units = (exact / t.step) * t.step;
  return finish(request, { total: totalCents, fee, networkFee: t.networkFee, subtotal, units });
}

/** What buying `units` (smallest unit) costs; the subtotal and fee are rounded up to the cent. */
export function quoteForPurchase(request: QuoteRequest, units: bigint): Quoted {
  const t = terms(request);
  const shown = (units / t.step) * t.step;
  if (shown <= 0n) throw new QuoteError('The amount is too small');
  const subtotal = ceilDiv(shown * 100n * t.priceUsdCents, t.usdPerUnit * t.scale);
  const fee = ceilDiv(subtotal * t.bps, 10_000n);
  return finish(request, { total: subtotal + fee + t.networkFee, fee, networkFee: t.networkFee, subtotal, units: shown });
}
