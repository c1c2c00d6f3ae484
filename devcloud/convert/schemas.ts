/** Request shapes of the swap API (SPEC section 7), parsed with zod. */
import { z } from 'zod';
import { caip2, sdkQuery } from '../validate.ts';
import { caip10, userAddress } from './assets.ts';

/** Pools hold at most 2^112 - 1 of a token (as Uniswap's pairs do); a larger amount could only overflow. */
export const MAX_AMOUNT = 2n ** 112n - 1n;

/** An amount in the token's smallest unit, as a decimal string (a whole JSON number is accepted too). */
export const amount = z
  .union([
    z.string().regex(/^\d{1,40}$/, 'expected a whole number of the smallest unit, as text'),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform((value) => BigInt(value))
  .refine((value) => value <= MAX_AMOUNT, 'amount is too large');

const percent = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'expected a percentage')
      .transform(Number),
  ])
  .pipe(z.number().min(0).max(50));

export const tokensQuery = sdkQuery.extend({ chainId: caip2 });
export const gasPriceQuery = sdkQuery.extend({ chainId: caip2 });

export const quotesQuery = sdkQuery.extend({
  amount,
  userAddress: userAddress.optional(),
  from: caip10,
  to: caip10,
  /** The SDK passes the gas price it fetched; the quote does not depend on it here. */
  gasPrice: z
    .string()
    .regex(/^\d{1,40}$/)
    .optional(),
});

export const allowanceQuery = sdkQuery.extend({ tokenAddress: caip10, userAddress });

export const buildApproveQuery = sdkQuery.extend({
  userAddress,
  from: caip10,
  to: caip10,
  /** Default: the maximum (one approval for good; the test tokens never use up a max allowance). */
  amount: amount.optional(),
});

export const buildTransactionBody = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
  amount,
  eip155: z.object({ slippage: percent.optional(), permit: z.string().optional() }).optional(),
  from: caip10,
  to: caip10,
  userAddress,
  disableEstimate: z.boolean().optional(),
});

export const priceBody = z.object({
  projectId: z.string().min(1).optional(),
  currency: z.literal('usd', { error: 'only currency "usd" is priced' }).default('usd'),
  addresses: z.array(caip10).max(100),
});
