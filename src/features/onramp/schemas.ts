import * as z from 'zod/mini';

/** One network an asset is sold on (Coinbase's shape): `name` is its id in requests, `chain_id` the EVM chain id as text. */
export const onrampNetworkSchema = z.object({
  name: z.string().check(z.minLength(1)),
  display_name: z.string(),
  chain_id: z.string(),
  contract_address: z.string(),
});
export type OnrampNetwork = z.infer<typeof onrampNetworkSchema>;

export const purchaseCurrencySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  symbol: z.string().check(z.minLength(1)),
  networks: z.array(onrampNetworkSchema),
});
export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>;

/** Limits as decimal text (`"10.00"`); a number is accepted and kept as text. */
const decimalText = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

export const paymentMethodLimitSchema = z.object({ id: z.string().check(z.minLength(1)), min: decimalText, max: decimalText });
export type PaymentMethodLimit = z.infer<typeof paymentMethodLimitSchema>;

export const paymentCurrencySchema = z.object({
  id: z.string().check(z.minLength(1)),
  payment_method_limits: z.array(paymentMethodLimitSchema),
});
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>;

/** `GET /v1/onramp/options` (SPEC section 3, "Onramp options"). */
export const onrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(purchaseCurrencySchema),
  paymentCurrencies: z.array(paymentCurrencySchema),
});
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>;

const moneySchema = z.object({ amount: decimalText, currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/**
 * SPEC section 3, "Onramp quote"; `coinbaseFee` is the provider's fee, whoever the provider is (newer versions of the
 * real API leave it out).
 */
export const onrampQuoteSchema = z.object({
  coinbaseFee: z.optional(moneySchema),
  networkFee: moneySchema,
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  quoteId: z.string(),
});
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>;

/** `POST /v1/onramp/quote`: the quote itself, as the real API answers, or inside the SPEC's response field `quote`. */
export const quoteResponseSchema = z.union([
  z.pipe(
    z.object({ quote: onrampQuoteSchema }),
    z.transform(({ quote }) => quote),
  ),
  onrampQuoteSchema,
]);

/** `POST /v1/generators/onrampurl`: only a web page may be opened in the popup (never `javascript:` or `data:`). */
export const onrampUrlResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** One purchase in the history's on-ramp list (`?onramp=<provider>`): its status is the provider's, not the chain's. */
export const onrampPurchaseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  metadata: z.object({ status: z.string(), hash: z.optional(z.string()) }),
  transfers: z.array(
    z.object({ fungible_info: z.optional(z.object({ symbol: z.string() })), quantity: z.object({ numeric: z.string() }) }),
  ),
});
export type OnrampPurchase = z.infer<typeof onrampPurchaseSchema>;

/** The envelope strictly; the items one by one, so one odd item can't hide the rest. */
export const purchasesResponseSchema = z.object({ data: z.array(z.unknown()) });
