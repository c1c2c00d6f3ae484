/**
 * The embedded wallet's Solana transaction methods (SPEC section 3): `solana_signTransaction`,
 * `solana_signAllTransactions` and `solana_signAndSendTransaction`, with base58 wire transactions as the app sends
 * them. Sending goes to devcloud's Solana stand-in (`POST {devcloudUrl}/solana`, LiteSVM).
 */
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { z } from 'zod';
import type { TestKeypair } from '../solana/keys.ts';
import { NotASignerError, signWireTransaction } from '../solana/signTransaction.ts';

export class SolanaSigningError extends Error {
  override name = 'SolanaSigningError';
}

const toBytes = (base58: string) => new Uint8Array(getBase58Encoder().encode(base58));
const toBase58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes);

/** One wire transaction signed by `keypair`, as base58. */
export function signBase58Transaction(transaction: string, keypair: TestKeypair): string {
  try {
    return toBase58(signWireTransaction(toBytes(transaction), keypair).transaction);
  } catch (error) {
    if (error instanceof NotASignerError) throw new SolanaSigningError(`Address ${keypair.address} is not a signer of this transaction`);
    throw new SolanaSigningError('Invalid transaction');
  }
}

const sendReply = z.object({ result: z.string() }).or(z.object({ error: z.object({ message: z.string() }) }));

/** Signs and submits to the Solana stand-in; resolves with the signature (base58). */
export async function signAndSendTransaction(
  devcloudUrl: string,
  transaction: string,
  keypair: TestKeypair,
  options: { skipPreflight?: boolean; preflightCommitment?: string; maxRetries?: number; minContextSlot?: number } = {},
): Promise<string> {
  const signed = toBytes(signBase58Transaction(transaction, keypair));
  const response = await fetch(new URL('/solana', devcloudUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [Buffer.from(signed).toString('base64'), { encoding: 'base64', ...options }],
    }),
  });
  const reply = sendReply.safeParse(await response.json().catch(() => null));
  if (!reply.success) throw new SolanaSigningError('The Solana node answered malformed data');
  if ('error' in reply.data) throw new SolanaSigningError(reply.data.error.message);
  return reply.data.result;
}
