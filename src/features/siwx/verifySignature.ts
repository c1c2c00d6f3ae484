import { isAddressEqual, isHex, recoverMessageAddress, type Address } from 'viem';
import { verifyMessage } from 'viem/actions';
import { type CaipNetwork, type NetworkInput, toCaipNetwork } from '../../core/caip.ts';
import { getChainClient } from '../../core/rpc/getChainClient.ts';
import type { SiwxSession } from '../../core/siwx.ts';
import { decodeBase58 } from '../../chains/solana/address.ts';

/**
 * Whether the session's signature is its account's, over its message. eip155: viem's `verifyMessage` against the
 * network's RPC, so an EOA, a deployed ERC-1271 smart account and a counterfactual ERC-6492 one all verify (without
 * an RPC for the network only an EOA can). solana: ed25519 over the message's UTF-8 bytes (WebCrypto).
 */
export async function verifySessionSignature(session: SiwxSession, networks: readonly NetworkInput[]): Promise<boolean> {
  const { chainId, accountAddress } = session.data;
  if (chainId.startsWith('eip155:')) return verifyEip155(session, networkOf(chainId, networks));
  if (chainId.startsWith('solana:')) return verifySolana(session.message, session.signature, accountAddress);
  return false;
}

function networkOf(chainId: string, networks: readonly NetworkInput[]): CaipNetwork | undefined {
  return networks.map(toCaipNetwork).find((network) => network.caipNetworkId === chainId);
}

async function verifyEip155({ data, message, signature }: SiwxSession, network: CaipNetwork | undefined): Promise<boolean> {
  if (!isHex(signature) || !/^0x[0-9a-fA-F]{40}$/.test(data.accountAddress)) return false;
  const address = data.accountAddress as Address;
  if (!network || network.rpcUrls.default.http.length === 0) {
    const signer = await recoverMessageAddress({ message, signature }).catch(() => undefined);
    return signer !== undefined && isAddressEqual(signer, address);
  }
  // The network's own URLs (no project id: the provider's RPC is not asked on the verifier's behalf).
  const client = getChainClient(network, { rpcUrl: '' });
  return verifyMessage(client, { address, message, signature });
}

async function verifySolana(message: string, signature: string, address: string): Promise<boolean> {
  const key = decodeBase58(address);
  const signed = decodeBase58(signature);
  if (key?.length !== 32 || signed?.length !== 64) return false;
  try {
    const publicKey = await crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, new Uint8Array(signed), new TextEncoder().encode(message));
  } catch {
    // A browser without Ed25519 in WebCrypto cannot tell: not verified.
    return false;
  }
}
