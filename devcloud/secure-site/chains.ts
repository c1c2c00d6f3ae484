/**
 * The chains the embedded wallet works on (the local anvil nodes) and the raw JSON-RPC calls
 * made to them. Read methods are proxied as they are; signing happens in this process.
 */
import { defineChain, type Chain } from 'viem';

/** SPEC: smart accounts are enabled on these networks only. */
export const SMART_ACCOUNT_CHAIN_IDS: readonly number[] = [31337];

export class NodeError extends Error {
  override name = 'NodeError';
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

export type Chains = ReturnType<typeof createChains>;

export function createChains(rpcUrls: Record<number, string>) {
  const chains = new Map<number, Chain>(
    Object.entries(rpcUrls).map(([id, url]) => [
      Number(id),
      defineChain({
        id: Number(id),
        name: `Local ${id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      }),
    ]),
  );
  let nextId = 1;

  function chain(chainId: number): Chain {
    const found = chains.get(chainId);
    if (!found) throw new NodeError(`Chain ${chainId} is not supported on devcloud`);
    return found;
  }

  /** One JSON-RPC call to the chain's node; a node error becomes a NodeError with its message. */
  async function request(chainId: number, method: string, params: unknown[] = []): Promise<unknown> {
    const url = chain(chainId).rpcUrls.default.http[0]!;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new NodeError(`Chain ${chainId} is unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as {
      result?: unknown;
      error?: { message?: string; code?: number };
    } | null;
    if (!body) throw new NodeError(`Chain ${chainId} answered HTTP ${response.status}`);
    if (body.error) throw new NodeError(body.error.message ?? 'RPC error', body.error.code);
    return body.result;
  }

  /** Anvil mines at once, but wait for the receipt so a sender may read the new state. */
  async function waitForReceipt(chainId: number, hash: string, timeoutMs = 10_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const receipt = await request(chainId, 'eth_getTransactionReceipt', [hash]);
      if (receipt) return receipt as Record<string, unknown>;
      if (Date.now() > deadline) throw new NodeError(`No receipt for ${hash}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    ids: () => [...chains.keys()],
    has: (chainId: number) => chains.has(chainId),
    chain,
    request,
    waitForReceipt,
  };
}
