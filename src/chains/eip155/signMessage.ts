import { stringToHex } from 'viem';
import * as z from 'zod/mini';
import { BaseError } from '../../core/errors/base.ts';
import type { Eip1193Provider } from './provider.ts';

/** SPEC section 3: an RPC response of 0x plus 62 or more hex characters is a signed message. */
const signatureSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{62,}$/));

export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError';
  constructor(parameters: { details?: string } = {}) {
    super('The wallet did not return a signature', parameters);
  }
}

/**
 * Asks the wallet to sign `message` as text with `personal_sign` (SPEC section 7: EVM signing), the message sent
 * hex-encoded as EIP-1193 wallets expect; the reply is checked to be a signature.
 */
export async function signMessage(provider: Eip1193Provider, address: string, message: string): Promise<`0x${string}`> {
  const reply = await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] });
  const parsed = z.safeParse(signatureSchema, reply);
  if (!parsed.success) throw new InvalidSignatureError({ details: `personal_sign answered ${String(reply).slice(0, 80)}` });
  return parsed.data as `0x${string}`;
}
