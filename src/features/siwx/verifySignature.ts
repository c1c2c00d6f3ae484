import {
  type Address,
  encodeDeployData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  type Hex,
  hashMessage,
  isHex,
} from 'viem';
import { type CaipNetwork, type NetworkInput, toCaipNetwork } from '../../core/caip.ts';
import { getChainClient } from '../../core/rpc/getChainClient.ts';
import type { SiwxSession } from '../../core/siwx.ts';
import { decodeBase58 } from '../../chains/solana/address.ts';
import { rpcErrorCode } from '../../chains/eip155/provider.ts';

/** JSON-RPC codes a node answers a reverted `eth_call` with (the validator reverts on a malformed signature). */
const REVERTED = new Set([3, -32000, -32015]);

/**
 * Whether the session's signature is its account's, over its message. eip155: viem's ERC-6492 universal validator,
 * run deployless through `eth_call` on the network's RPC, so an EOA (ecrecover), a deployed ERC-1271 smart account
 * and a counterfactual ERC-6492 one all verify on the chain itself. Not viem's `verifyMessage`: it also bundles a
 * local secp256k1 (about 25 kB brotli) for what the validator does anyway. A network without an RPC cannot verify.
 * solana: ed25519 over the message's UTF-8 bytes (WebCrypto).
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
  if (!network || network.rpcUrls.default.http.length === 0) return false;
  const callData = encodeDeployData({
    abi: erc6492SignatureValidatorAbi,
    bytecode: erc6492SignatureValidatorByteCode,
    args: [data.accountAddress as Address, hashMessage(message), signature as Hex],
  });
  // The network's own URLs (no project id: the provider's RPC is not asked on the verifier's behalf).
  const client = getChainClient(network, { rpcUrl: '' });
  try {
    const result = await client.request({ method: 'eth_call', params: [{ data: callData }, 'latest'] });
    return typeof result === 'string' && /^0x0*1$/.test(result);
  } catch (error) {
    if (REVERTED.has(rpcErrorCode(error) ?? 0)) return false;
    throw error;
  }
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
