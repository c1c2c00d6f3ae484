import { stringToHex } from 'viem';
import * as z from 'zod/mini';
import type { ChainNamespace } from '../../core/caip.ts';
import { decodeBase58, encodeBase58 } from '../../chains/solana/address.ts';
import { SIGNING_FAILED, SiwxError } from './errors.ts';

type RequestProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> };
/** Wallet Standard's `solana:signMessage` feature, as far as it is used here. */
type SolanaSignMessage = {
  signMessage(input: { account: { address: string }; message: Uint8Array }): Promise<readonly { signature: Uint8Array }[]>;
};

const hexSignature = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})+$/));
const base58Signature = z.object({ signature: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/)) });
const standardWallet = z.object({
  accounts: z.array(z.object({ address: z.string() })),
  features: z.record(z.string(), z.unknown()),
});
const signMessageFeature = z.object({ signMessage: z.custom<SolanaSignMessage['signMessage']>((v) => typeof v === 'function') });
const standardOutput = z.array(z.object({ signature: z.custom<Uint8Array>((v) => v instanceof Uint8Array) })).check(z.minLength(1));

/**
 * Has the connected wallet sign `text` as `address` (SPEC section 7): `personal_sign` on eip155 (hex signature),
 * `solana_signMessage` on solana (base58 signature) — a Wallet Standard wallet through its `solana:signMessage`.
 * The embedded wallet's provider asks for approval inside the secure frame. The wallet's reply is parsed before use.
 */
export async function signMessage(input: { namespace: ChainNamespace; wallet: unknown; text: string; address: string }): Promise<string> {
  const { namespace, wallet, text, address } = input;
  if (namespace === 'eip155') {
    const reply = await requestProvider(wallet).request({ method: 'personal_sign', params: [stringToHex(text), address] });
    return parsed(hexSignature, reply);
  }
  if (namespace === 'solana') {
    const message = new TextEncoder().encode(text);
    const standard = z.safeParse(standardWallet, wallet);
    const feature = standard.success ? z.safeParse(signMessageFeature, standard.data.features['solana:signMessage']) : undefined;
    if (standard.success && feature?.success) {
      const account = standard.data.accounts.find((a) => a.address === address);
      if (!account) throw new SiwxError(SIGNING_FAILED, { details: 'the wallet no longer holds this account' });
      const [output] = parsed(standardOutput, await feature.data.signMessage({ account, message }));
      return encodeBase58(output!.signature);
    }
    const reply = await requestProvider(wallet).request({
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey: address },
    });
    const { signature } = parsed(base58Signature, reply);
    if (decodeBase58(signature)?.length !== 64) throw new SiwxError(SIGNING_FAILED, { details: 'not a 64-byte signature' });
    return signature;
  }
  throw new SiwxError(SIGNING_FAILED, { details: `sign-in is not available on ${namespace}` });
}

function requestProvider(wallet: unknown): RequestProvider {
  const provider = wallet as Partial<RequestProvider> | undefined;
  if (typeof provider?.request !== 'function') throw new SiwxError(SIGNING_FAILED, { details: 'no wallet provider' });
  return provider as RequestProvider;
}

function parsed<T>(schema: z.ZodMiniType<T>, reply: unknown): T {
  const result = z.safeParse(schema, reply);
  if (!result.success) throw new SiwxError(SIGNING_FAILED, { details: 'the wallet answered something that is not a signature' });
  return result.data;
}
