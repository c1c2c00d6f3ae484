/**
 * The on-ramp API (SPEC section 7): `GET /v1/onramp/options`, `POST /v1/onramp/quote` and
 * `POST /v1/generators/onrampurl`, whose URL opens devcloud's sandbox provider page (sandboxRoutes.ts).
 * Refusals answer `{ status: 'FAILED', reasons, message }` (reasons.ts).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { parseUnits } from 'viem';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { jsonBodyOf, parseOr400, queryOf, reasonedErrorResponse, refuse } from '../reasons.ts';
import { sdkQuery } from '../validate.ts';
import { listings, PAYMENT_CURRENCIES, purchaseCurrencies } from './catalog.ts';
import type { OrderStore } from './orders.ts';
import { QuoteError, type Quoted, quoteForPayment, quoteForPurchase, type QuoteRequest } from './quote.ts';
import { checkLimits, findNetwork, findPayment, findPurchase } from './resolve.ts';
import { onrampUrlBody, quoteBody } from './schemas.ts';
import { alwaysAirlock, type ModeOf } from '../mode.ts';

/** What the sandbox sells when the URL presets no amount (in the payment currency). */
export const DEFAULT_FIAT_CENTS = 100_00n;

/** `modeOf`: in `reown` mode a quote leaves out `coinbaseFee`, as newer versions of the real API do. */
export function onrampRoutes({
  info,
  orders,
  modeOf = alwaysAirlock,
}: {
  info: LocalChainInfo;
  orders: OrderStore;
  modeOf?: ModeOf;
}): Hono {
  const app = new Hono();
  app.onError(reasonedErrorResponse);
  const currencies = purchaseCurrencies(info);
  const decimalsOf = (symbol: string) => listings(info).find((l) => l.symbol === symbol)?.decimals ?? 18;
  const quoted = (make: () => Quoted) => {
    try {
      return make();
    } catch (error) {
      if (error instanceof QuoteError) throw refuse('amount', error.message);
      throw error;
    }
  };

  app.get('/v1/onramp/options', (c) => {
    parseOr400(sdkQuery, queryOf(c));
    return c.json({ purchaseCurrencies: currencies, paymentCurrencies: PAYMENT_CURRENCIES });
  });

  app.post('/v1/onramp/quote', async (c) => {
    parseOr400(sdkQuery, queryOf(c));
    const body = parseOr400(quoteBody, await jsonBodyOf(c));
    const purchase = findPurchase(currencies, body.purchaseCurrency, 'purchaseCurrency');
    const network = findNetwork(purchase, body.network, 'network');
    const payment = findPayment(body.paymentCurrency, 'paymentCurrency');
    checkLimits(payment, body.paymentMethod, body.amount, 'amount');
    const request: QuoteRequest = {
      provider: body.provider,
      asset: { symbol: purchase.symbol, decimals: decimalsOf(purchase.symbol) },
      network: network.name,
      currency: payment.id,
    };
    // The real API answers the quote itself, with no `{ quote }` around it.
    const { coinbaseFee, ...quote } = quoted(() => quoteForPayment(request, body.amount)).quote;
    return c.json(modeOf(c) === 'reown' ? quote : { coinbaseFee, ...quote });
  });

  app.post('/v1/generators/onrampurl', async (c) => {
    parseOr400(sdkQuery, queryOf(c));
    const body = parseOr400(onrampUrlBody, await jsonBodyOf(c));
    const wallet = body.destinationWallets[0]!;
    const purchase = findPurchase(currencies, wallet.assets?.[0] ?? 'ETH', 'destinationWallets.0.assets');
    const networkRef = body.defaultNetwork ?? wallet.blockchains?.[0] ?? purchase.networks[0]?.name ?? '';
    const network = findNetwork(purchase, networkRef, body.defaultNetwork ? 'defaultNetwork' : 'destinationWallets.0.blockchains');
    const payment = findPayment(body.paymentCurrency, 'paymentCurrency');
    const decimals = decimalsOf(purchase.symbol);
    const request: QuoteRequest = {
      provider: body.provider,
      asset: { symbol: purchase.symbol, decimals },
      network: network.name,
      currency: payment.id,
    };
    const result = quoted(() =>
      body.presetCryptoAmount !== undefined
        ? quoteForPurchase(request, parseUnits(body.presetCryptoAmount, decimals))
        : quoteForPayment(request, body.presetFiatAmount ?? DEFAULT_FIAT_CENTS),
    );
    const paymentMethod = checkLimits(
      payment,
      body.paymentMethod,
      result.totalCents,
      body.presetCryptoAmount !== undefined ? 'presetCryptoAmount' : 'presetFiatAmount',
    );
    const id = randomUUID();
    orders.add({
      id,
      provider: body.provider,
      partnerUserId: body.partnerUserId,
      createdAt: new Date().toISOString(),
      destination: wallet.address,
      network: network.name,
      chainId: network.chain_id === '' ? null : Number(network.chain_id),
      asset: { symbol: purchase.symbol, name: purchase.name, decimals, contract: network.contract_address },
      units: result.purchaseUnits.toString(),
      paymentMethod,
      quote: result.quote,
      status: 'created',
    });
    return c.json({ url: new URL(`/onramp-sandbox/${id}`, new URL(c.req.url).origin).href });
  });
  return app;
}
