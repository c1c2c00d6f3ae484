import { HttpRequestError, TimeoutError } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaipNetwork } from '../caip.ts';
import { getBlockNumber, getChainId } from 'viem/actions';
import { createChainClient } from './client.ts';
import { RPC_TIMEOUT } from './constants.ts';
import { startRpcStub, type RpcStub } from './rpcStub.fixture.ts';

// Ports 5200-5204 on 127.0.0.1; 5203 is never bound (the dead URL).
const DEAD_URL = 'http://127.0.0.1:5203';

const network = (urls: string[]): CaipNetwork => ({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Airlock Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: urls } },
});
/** No project id: the provider's RPC is left out and only the network's own URLs are used. */
const config = { rpcUrl: 'http://127.0.0.1:5299' };

const gaps = (calls: { at: number }[]) => calls.slice(1).map((call, i) => call.at - calls[i]!.at);

let stubs: RpcStub[] = [];
afterEach(async () => {
  await Promise.all(stubs.map((stub) => stub.close()));
  stubs = [];
});
async function stub(...args: Parameters<typeof startRpcStub>) {
  const started = await startRpcStub(...args);
  stubs.push(started);
  return started;
}

describe('chain transport (viem http and fallback with the SPEC figures)', () => {
  it('retries a 429 after its Retry-After (1 s, not the 150 ms backoff) and then succeeds', async () => {
    const server = await stub(5200, ({ method, index }) =>
      method === 'eth_chainId' && index === 0 ? { status: 429, headers: { 'Retry-After': '1' } } : undefined,
    );
    const client = createChainClient(network([server.url]), config);
    expect(await getChainId(client)).toBe(31337);
    const calls = server.callsTo('eth_chainId');
    expect(calls).toHaveLength(2);
    expect(gaps(calls)[0]).toBeGreaterThanOrEqual(990);
    expect(gaps(calls)[0]).toBeLessThan(1500);
  });

  it('retries a 503 three times with exponential backoff (150, 300, 600 ms), then fails with the HTTP error', async () => {
    const server = await stub(5201, ({ method }) => (method === 'eth_blockNumber' ? { status: 503 } : undefined));
    const client = createChainClient(network([server.url]), config);
    const error = await getBlockNumber(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error).toMatchObject({ status: 503, shortMessage: 'HTTP request failed.', url: `${server.url}/` });
    const calls = server.callsTo('eth_blockNumber');
    expect(calls).toHaveLength(4);
    const [first, second, third] = gaps(calls);
    expect(first).toBeGreaterThanOrEqual(145);
    expect(second).toBeGreaterThanOrEqual(295);
    expect(third).toBeGreaterThanOrEqual(595);
    expect(third!).toBeGreaterThan(second!);
  });

  it('times out a node that never answers, per attempt, with the time-out given (default 10 000 ms)', async () => {
    const server = await stub(5202, ({ method }) => (method === 'eth_chainId' ? 'hang' : undefined));
    expect(createChainClient(network([server.url]), config).transport.timeout).toBe(RPC_TIMEOUT);
    expect(RPC_TIMEOUT).toBe(10_000);

    const client = createChainClient(network([server.url]), { ...config, timeout: 200 });
    expect(client.transport.timeout).toBe(200);
    const started = performance.now();
    const error = await getChainId(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).shortMessage).toBe('The request took too long to respond.');
    // Each attempt waited the 200 ms time-out, and time-outs are retried like any transient failure.
    expect(server.callsTo('eth_chainId')).toHaveLength(4);
    expect(performance.now() - started).toBeGreaterThanOrEqual(4 * 200);
  });

  it('falls back to the second URL when the first is dead, as a ranked fallback with the SPEC weights', async () => {
    const live = await stub(5204);
    const client = createChainClient(network([DEAD_URL, live.url]), config);
    expect(client.transport.type).toBe('fallback');
    const transports = client.transport.transports as { value: { url: string }; config: { timeout: number } }[];
    expect(transports.map((t) => t.value.url)).toEqual([DEAD_URL, live.url]);
    expect(transports.map((t) => t.config.timeout)).toEqual([RPC_TIMEOUT, RPC_TIMEOUT]);
    expect(client.transport).toMatchObject({ retryCount: 3, retryDelay: 150 });

    const answered: [string, string][] = [];
    client.transport.onResponse(({ transport, status }: { transport: { value: { url: string } }; status: string }) =>
      answered.push([transport.value.url, status]),
    );

    expect(await getChainId(client)).toBe(31337);
    expect(answered).toEqual([
      [DEAD_URL, 'error'],
      [live.url, 'success'],
    ]);
    expect(live.callsTo('eth_chainId')).toHaveLength(1);
    // Ranking is on (viem's default is off): it pings each URL with net_listening.
    await vi.waitFor(() => expect(live.callsTo('net_listening').length).toBeGreaterThan(0));
  });
});
