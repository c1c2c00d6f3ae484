import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../chains/solana/address.ts';
import type { SiwxSession } from '../../core/siwx.ts';
import { verifySessionSignature } from './verifySignature.ts';
import { SOLANA_TEST_CAIP_NETWORK_ID } from '../../core/networks/solanaTestNetwork.fixture.ts';

const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const fields = {
  domain: 'localhost',
  uri: 'http://localhost',
  version: '1' as const,
  nonce: 'abcdefgh1',
  issuedAt: '2026-11-23T10:00:00.000Z',
};

describe('the signature check', () => {
  it('on eip155 needs the network’s RPC (the validator runs on the chain), and a hex signature', async () => {
    const message = 'hello';
    const session: SiwxSession = {
      data: { ...fields, accountAddress: alice.address, chainId: 'eip155:31337' },
      message,
      signature: await alice.signMessage({ message }),
    };
    expect(await verifySessionSignature(session, [])).toBe(false);
    const network = {
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    };
    expect(await verifySessionSignature(session, [network])).toBe(false);
    expect(await verifySessionSignature({ ...session, signature: 'not hex' }, [network])).toBe(false);
  });

  it('on solana is ed25519 over the text, with the base58 key and signature', async () => {
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const address = encodeBase58(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)));
    const message = 'sign in';
    const sign = async (text: string) =>
      encodeBase58(new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, new TextEncoder().encode(text))));
    const session: SiwxSession = {
      data: { ...fields, accountAddress: address, chainId: SOLANA_TEST_CAIP_NETWORK_ID },
      message,
      signature: await sign(message),
    };
    expect(await verifySessionSignature(session, [])).toBe(true);
    expect(await verifySessionSignature({ ...session, message: 'sign in!' }, [])).toBe(false);
    expect(await verifySessionSignature({ ...session, signature: await sign('other') }, [])).toBe(false);
    expect(await verifySessionSignature({ ...session, signature: '0OIl' }, [])).toBe(false);
  });
});
