/** Request shapes of the on-ramp API (SPEC section 7), parsed with zod. */
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { ONRAMP_PROVIDERS } from './catalog.ts';

/** `ETH`, or the options' currency object as the SDK passes it back (`{ id, symbol, … }`, `{ id, payment_method_limits }`). */
const currencyRef = z.union([
  z.string().min(1).max(64),
  z.looseObject({ id: z.string().max(64).optional(), symbol: z.string().max(64).optional() }),
]);

/** Fiat as text or a number, at most 2 decimals (a number's too: 12.345 is refused, not rounded), in whole cents. */
const FIAT_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const fiatCents = z
  .union([
    z.string().regex(FIAT_AMOUNT, 'expected an amount such as "100" or "99.50"'),
    z
      .number()
      .positive()
      .max(1e9)
      .refine((value) => FIAT_AMOUNT.test(String(value)), 'expected an amount with at most 2 decimals'),
  ])
  .transform((value) => BigInt(Math.round(Number(value) * 100)));

/** A crypto amount in whole units as text or a number, e.g. 0.05 (not in exponent notation). */
const cryptoAmount = z
  .union([z.string(), z.number().positive()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'expected an amount such as "0.05"'));

const provider = z.enum(ONRAMP_PROVIDERS as ['coinbase', 'meld']).default('coinbase');

export const quoteBody = z.object({
  purchaseCurrency: currencyRef,
  paymentCurrency: currencyRef,
  /** What the buyer pays, in the payment currency. */
  amount: fiatCents,
  network: z.string().min(1).max(64),
  /** devcloud extras: whose quote (default coinbase), and the payment method whose limits apply (default card). */
  provider,
  paymentMethod: z.string().max(40).optional(),
});

const evmAddress = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'expected a 0x-prefixed 20-byte address')
  .transform((value) => getAddress(value));

export const onrampUrlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: evmAddress,
        blockchains: z.array(z.string().max(64)).optional(),
        assets: z.array(z.string().max(64)).optional(),
        supportedNetworks: z.array(z.string().max(64)).optional(),
      }),
    )
    .min(1, 'at least one destination wallet'),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().min(1).max(200),
  defaultExperience: z.enum(['buy', 'send']).default('buy'),
  presetCryptoAmount: cryptoAmount.optional(),
  presetFiatAmount: fiatCents.optional(),
  provider,
  paymentCurrency: z.string().max(8).default('USD'),
  paymentMethod: z.string().max(40).optional(),
});
