import { hex } from '@scure/base';
import * as z from 'zod/mini';
import { base64FromBytes } from './psbt.ts';
import { isBitcoinRpcProvider, signBitcoinMessage } from './wallet.ts';

/** The bip122 `signMessage` answer (WalletConnect's shape, which the embedded wallet answers too): hex, as AppKit reads it. */
const rpcSignature = z.object({ signature: z.string().check(z.regex(/^(0x)?([0-9a-fA-F]{2})+$/)) });

/**
 * The BIP-322 signature (base64) of `message` by the account `address`, through the connection's provider: a wallet
 * answering requests (the embedded wallet) is asked `signMessage` in the bip122 RPC shape, a Wallet Standard wallet
 * (a WalletConnect session's provider has that shape too) through its `bitcoin:signMessage` feature. The answer is
 * parsed.
 */
export async function signMessageWithProvider(provider: object, address: string, message: string): Promise<string> {
  if (!isBitcoinRpcProvider(provider)) return signBitcoinMessage(provider, address, message);
  const answer = await provider.request({
    method: 'signMessage',
    params: { account: address, address, message, protocol: 'bip322' },
  });
  const parsed = z.safeParse(rpcSignature, answer);
  if (!parsed.success) throw new Error('signMessage returned malformed data');
  return base64FromBytes(hex.decode(parsed.data.signature.replace(/^0x/, '')));
}
