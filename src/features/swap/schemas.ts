import * as z from 'zod/mini';

/**
 * The swap API's answers (SPEC section 7, `/v1/convert/*` and `/v1/fungible/price`), as the swap feature reads
 * them. Amounts are whole numbers of the token's smallest unit, as text; addresses are CAIP-10
 * (`eip155:31337:0x…`, the native coin as `0xeeee…eeee`).
 */

/** A whole number of smallest units, as text (uint256 at most). */
export const unitsSchema = z.string().check(z.regex(/^\d{1,78}$/));
const caip10Schema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/));
const hexSchema = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/));

/** SPEC section 3, "Swap token": one entry of `GET /v1/convert/tokens`. */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string().check(z.minLength(1), z.maxLength(32)),
  address: caip10Schema,
  decimals: z.int().check(z.gte(0), z.lte(36)),
  logoUri: z.optional(z.string()),
  price: z.optional(z.number()),
});
export type SwapTokenInfo = z.infer<typeof swapTokenSchema>;

/** The envelope strictly; the tokens one by one, so one bad entry can't hide the rest. */
export const tokensResponseSchema = z.object({ tokens: z.array(z.unknown()) });

export const quoteSchema = z.object({
  /** The real API answers `null`. */
  id: z.optional(z.nullable(z.string())),
  fromAmount: unitsSchema,
  fromAccount: caip10Schema,
  toAmount: unitsSchema,
  toAccount: caip10Schema,
  /** Percent. */
  priceImpact: z.optional(z.number()),
  /** The aggregator that answered, when the API names it. */
  provider: z.optional(z.string()),
});
export type RawQuote = z.infer<typeof quoteSchema>;
export const quotesResponseSchema = z.object({ quotes: z.array(quoteSchema) });

export const allowanceResponseSchema = z.object({ allowance: unitsSchema });

/** `GET /v1/convert/gas-price`: wei per gas at three speeds. */
export const gasPriceResponseSchema = z.object({ standard: unitsSchema, fast: z.optional(unitsSchema), instant: z.optional(unitsSchema) });

const builtTxSchema = z.object({
  from: z.string(),
  to: caip10Schema,
  data: hexSchema,
  value: z.optional(unitsSchema),
  /** The real build-transaction answer's input amount (it has no `value`): a native swap sends it as the value. */
  amount: z.optional(unitsSchema),
  eip155: z.optional(
    z.object({
      gas: z.union([unitsSchema, z.int().check(z.nonnegative())]),
      gasPrice: z.optional(unitsSchema),
    }),
  ),
});
export type BuiltTxAnswer = z.infer<typeof builtTxSchema>;

export const buildApproveResponseSchema = z.object({ tx: builtTxSchema });
export const buildTransactionResponseSchema = z.object({
  tx: builtTxSchema,
  /** What the built call pays at the reserves it was built on (devcloud names it; other APIs may not). */
  swap: z.optional(z.object({ toAmount: unitsSchema, minimumToAmount: z.optional(unitsSchema) })),
});

/** `POST /v1/fungible/price`: in the order asked, for the assets the API can price (others are left out). */
export const priceResponseSchema = z.object({
  fungibles: z.array(z.object({ symbol: z.string(), price: z.number(), address: z.optional(z.string()), name: z.optional(z.string()) })),
});

/** A refusal's body: `{ reasons: [{ description }] }`. */
export const reasonsSchema = z.object({ reasons: z.array(z.object({ description: z.string() })).check(z.minLength(1)) });
