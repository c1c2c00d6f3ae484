import * as z from 'zod/mini';
import { signBitcoinMessage } from './wallet.ts';

/**
 * A Bitcoin connection's provider that signs messages itself, as AppKit's `BitcoinConnector` does:
 * `signMessage({ address, message, protocol })` answers the signature, base64. A WalletConnect `bip122` session or the
 * embedded wallet offers this; a Wallet Standard wallet is asked through its `bitcoin:signMessage` feature instead.
 */
export type BitcoinMessageSigner = {
  signMessage(params: { address: string; message: string; protocol: 'bip322' }): Promise<unknown>;
};

const messageSigner = z.object({ signMessage: z.custom<BitcoinMessageSigner['signMessage']>((v) => typeof v === 'function') });
const base64Signature = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));

/**
 * The BIP-322 signature (base64) of `message` by the account `address`, through the connection's provider: its own
 * `signMessage` when it has one, else the Wallet Standard `bitcoin:signMessage` feature. The answer is parsed.
 */
export async function signMessageWithProvider(provider: object, address: string, message: string): Promise<string> {
  const signer = z.safeParse(messageSigner, provider);
  if (!signer.success) return signBitcoinMessage(provider, address, message);
  const answer = await signer.data.signMessage.call(provider, { address, message, protocol: 'bip322' });
  const parsed = z.safeParse(base64Signature, answer);
  if (!parsed.success) throw new Error('signMessage returned malformed data');
  return parsed.data;
}
