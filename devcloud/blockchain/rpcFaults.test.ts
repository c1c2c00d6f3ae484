/**
 * The chain RPC proxy under faults, over real HTTP: devcloud on 127.0.0.1:5210 forwards to a JSON-RPC stub
 * (5211, 5212) standing in for anvil, and the app's chain client (src/core/rpc) is the caller, so the faults
 * are seen the way the Send feature will see them.
 */
import type { Server } from 'node:http';
import { HttpRequestError, TimeoutError } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaipNetwork } from '../../src/core/caip.ts';
import { getBlockNumber, getChainId } from 'viem/actions';
import { createChainClient } from '../../src/core/rpc/client.ts';
import { startRpcStub, type RpcStub } from '../../src/core/rpc/rpcStub.fixture.ts';
import { createApp } from '../app.ts';
import type { FaultSpec } from '../faults.ts';
import { closeServer, listen } from '../listen.ts';
import { createStateStore } from '../state.ts';

const DEVCLOUD = 'http://127.0.0.1:5210';
const PROJECT = 'rpc-faults';

let server: Server;
let node: RpcStub; // eip155:31337 behind the proxy
let own: RpcStub; // the network's own public RPC, for the fallback case

const network = (ownUrls: string[] = []): CaipNetwork => ({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Airlock Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ownUrls } },
});
const clientConfig = { rpcUrl: DEVCLOUD, projectId: PROJECT, providerChains: ['eip155:31337', 'eip155:31338'] };

const control = (path: string, init?: RequestInit) => fetch(`${DEVCLOUD}/__devcloud${path}`, init).then((r) => r.json());
const addFault = (spec: FaultSpec) => control('/faults', { method: 'POST', body: JSON.stringify({ projectId: PROJECT, ...spec }) });

beforeAll(async () => {
  node = await startRpcStub(5211);
  own = await startRpcStub(5212);
  const app = createApp({
    chain: { chains: [{ chainId: 31337, rpcUrl: node.url }], tokens: [] },
    state: createStateStore({ dir: null }),
    wallets: [],
  });
  server = await listen(app, 5210);
});
afterEach(() => control('/faults', { method: 'DELETE' }));
afterAll(async () => {
  await closeServer(server);
  await Promise.all([node.close(), own.close()]);
});

describe('devcloud RPC proxy faults', () => {
  it('forwards JSON-RPC unfaulted', async () => {
    expect(await getChainId(createChainClient(network(), clientConfig))).toBe(31337);
  });

  it('answers a 429 with Retry-After, which the client honours before retrying', async () => {
    await addFault({ route: 'POST /v1', kind: 'status', status: 429, headers: { 'Retry-After': '1' } });
    const before = node.callsTo('eth_blockNumber').length;
    const started = performance.now();
    expect(await getBlockNumber(createChainClient(network(), clientConfig))).toBe(16n);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    // The faulted attempt never reached the node; the retry did.
    expect(node.callsTo('eth_blockNumber').length - before).toBe(1);
  });

  it('answers 503 for as long as the fault lasts: three retries, then the HTTP error', async () => {
    await addFault({ route: 'POST /v1', kind: 'status', status: 503, count: 0 });
    const error = await getChainId(createChainClient(network(), clientConfig)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error).toMatchObject({ status: 503 });
    const { faults } = (await control('/faults')) as { faults: unknown[] };
    expect(faults).toHaveLength(1);
  });

  it('serves a malformed body, which the client reports instead of a result', async () => {
    await addFault({ route: 'POST /v1', kind: 'malformed', count: 0 });
    await expect(getChainId(createChainClient(network(), clientConfig))).rejects.toThrow();
  });

  it('hangs until the client gives up, and lets go of the request when the client disconnects', async () => {
    const client = createChainClient(network(), { ...clientConfig, timeout: 300 });
    await addFault({ route: 'POST /v1', kind: 'hang', count: 1 });
    // The first attempt hangs and times out after 300 ms; the retry goes through.
    expect(await getChainId(client)).toBe(31337);

    await addFault({ route: 'POST /v1', kind: 'hang', count: 0 });
    const failing = getBlockNumber(client).catch((e: unknown) => e);
    await vi.waitFor(async () => expect(await control('/faults')).toMatchObject({ hanging: 1 }));
    expect(await failing).toBeInstanceOf(TimeoutError);
    // Every abandoned attempt was let go at once (the fault is still there, and its 60 s limit far away).
    await vi.waitFor(async () => expect(await control('/faults')).toMatchObject({ hanging: 0, faults: [{ kind: 'hang' }] }));
  });

  it("falls back to the network's own RPC while the provider's RPC fails", async () => {
    await addFault({ route: 'POST /v1', kind: 'status', status: 502, count: 0, chainId: 'eip155:31337' });
    const client = createChainClient(network([own.url]), clientConfig);
    expect(client.transport.type).toBe('fallback');
    const before = own.callsTo('eth_chainId').length;
    expect(await getChainId(client)).toBe(31337);
    expect(own.callsTo('eth_chainId').length - before).toBe(1);
  });

  it('faults only the chain named by chainId', async () => {
    await addFault({ route: 'POST /v1', kind: 'status', status: 500, count: 0, chainId: 'eip155:31338' });
    expect(await getChainId(createChainClient(network(), clientConfig))).toBe(31337);
  });
});
