import * as z from 'zod/mini';
import { evmAddressProblem } from '../evmAddress.ts';

/** Small value schemas shared by the app↔frame messages (SPEC section 5). */

export const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
/** An EVM address in strict mode (SPEC section 5): a mixed-case one with a wrong checksum is refused, not signed for. */
export const addressSchema = z.string().check(z.refine((value) => evmAddressProblem(value) === null, 'Invalid address'));

/** Embedded wallets also live on solana, so an account address is not always 0x. */
export const anyAddressSchema = z.string().check(z.minLength(1), z.maxLength(128));

/** Numeric EVM id, or a string id (decimal, CAIP reference, solana genesis hash). */
export const chainIdSchema = z.union([z.int().check(z.positive()), z.string().check(z.minLength(1), z.maxLength(128))]);

export const emailSchema = z.email();

/** The SPEC only says "a string"; an empty or huge one is still malformed. */
export const otpSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const accountTypeSchema = z.enum(['eoa', 'smartAccount']);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const themeModeSchema = z.enum(['light', 'dark']);

export const chainNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']);

/** Only web links may travel as login URIs: no javascript:, data: or file: URLs. */
export const webUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * A login result URI for the frame (CONNECT_SOCIAL's `uri`, GET_USER's `socialUri`): an http(s) URL or one relative to
 * the secure site (the real popup may post either); never javascript:, data: or file:.
 */
export const loginUriSchema = z.string().check(
  z.minLength(1),
  z.maxLength(4096),
  z.refine((value) => {
    try {
      return /^https?:$/.test(new URL(value, 'https://secure.invalid').protocol);
    } catch {
      return false;
    }
  }, 'Invalid URI'),
);

/** Ids are echoed back by the frame, so keep them bounded. */
export const messageIdSchema = z.string().check(z.minLength(1), z.maxLength(128));
