/**
 * Checks that `address` signed `message` (EIP-191 personal_sign), for real, on the local chain: viem's
 * `verifyMessage` through a public client, so an EOA, a deployed ERC-1271 smart account and a counterfactual
 * ERC-6492 one (the secure site's smart account before its first operation) all verify.
 */
import { createPublicClient, http, type Address, type Hex, type PublicClient } from 'viem';
import type { LocalChain } from '../chain/tokens.ts';

export type SignatureCheck = { chainId: number; address: Address; message: string; signature: Hex };

/** True when the signature is the address's; throws only when the chain cannot be asked. */
export type SignatureVerifier = (check: SignatureCheck) => Promise<boolean>;

export class ChainUnavailableError extends Error {
  override name = 'ChainUnavailableError';
}

export function createSignatureVerifier(chains: readonly LocalChain[]): SignatureVerifier {
  const clients = new Map<number, PublicClient>();
  const clientFor = (chainId: number) => {
    let client = clients.get(chainId);
    if (!client) {
      const chain = chains.find((candidate) => candidate.chainId === chainId);
      if (!chain) throw new ChainUnavailableError(`no local node for chain ${chainId}`);
      client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) });
      clients.set(chainId, client);
    }
    return client;
  };

  return async ({ chainId, address, message, signature }) => {
    const client = clientFor(chainId);
    try {
      return await client.verifyMessage({ address, message, signature });
    } catch (error) {
      throw new ChainUnavailableError(`could not verify on chain ${chainId}: ${(error as Error).message.split('\n')[0]}`);
    }
  };
}
