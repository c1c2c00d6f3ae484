/**
 * The whole devcloud, for real: two anvil chains, deployed tokens, the HTTP app. Runs on its
 * own ports so it does not collide with a devcloud a developer has running.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevcloud, type Devcloud } from './server.ts';

const PORT = 4900;
const ANVIL_PORTS: [number, number] = [8645, 8646];
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const query = 'projectId=itest&st=appkit&sv=test';

/** Command lines of running anvil processes listening on our test ports. */
function anvilProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const exe = cmdline[0] ?? '';
      const ours = ANVIL_PORTS.some((port) => cmdline.includes(String(port)));
      if (exe.endsWith('/anvil') && ours) found.push(cmdline.join(' '));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

describe('devcloud server', () => {
  let devcloud: Devcloud;
  let stateDir: string;
  const get = async (path: string) => {
    const response = await fetch(`${devcloud.url}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'devcloud-itest-'));
    devcloud = await startDevcloud({
      port: PORT,
      anvilPorts: ANVIL_PORTS,
      stateDir,
      quiet: true,
      securePort: PORT + 1,
      bundlerPort: PORT + 2,
    });
  }, 30_000);

  afterAll(async () => {
    await devcloud?.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  // How fast it starts is measured by `npm run bench` (a time limit here failed on a loaded 2-core machine).
  it('starts on 127.0.0.1 with both chains and the tokens', async () => {
    expect(devcloud.url).toBe(`http://127.0.0.1:${PORT}`);
    const { body } = await get('/__devcloud/chain');
    expect(body.chains).toEqual([
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:8645' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:8646' },
    ]);
    expect(body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['AUSD', 'USDT']);
    // Fresh chain, same deployer and nonces: the addresses never change.
    expect(body.tokens[0].address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect(body.tokens[1]).toMatchObject({ address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', decimals: 6 });
  });

  it('deploys ERC-4337 and starts the bundler of 31337, which serves the EntryPoint once loaded', async () => {
    const { body } = await get('/__devcloud/chain');
    expect(body.accountAbstraction).toMatchObject({
      entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      bundlers: { 31337: `http://127.0.0.1:${PORT + 2}` },
    });
    const ask = () =>
      fetch(`http://127.0.0.1:${PORT + 2}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      }).then(
        (response) => response.json() as Promise<{ result?: string[] }>,
        () => ({ result: undefined }),
      );
    await expect.poll(async () => (await ask()).result, { timeout: 60_000, interval: 250 }).toEqual([body.accountAbstraction.entryPoint]);
  }, 70_000);

  it('serves config and origins', async () => {
    const config = await get(`/appkit/v1/config?${query}`);
    expect(config.body.features.find((f: { id: string }) => f.id === 'multi_wallet')).toEqual({
      id: 'multi_wallet',
      isEnabled: false,
      config: [],
    });
    expect((await get(`/projects/v1/origins?${query}`)).body.allowedOrigins).toContain('http://localhost:3000');
  });

  it('faults a route once with 429 and Retry-After, then answers 200', async () => {
    const added = await fetch(`${devcloud.url}/__devcloud/faults`, {
      method: 'POST',
      body: JSON.stringify({
        route: 'GET /appkit/v1/config',
        kind: 'status',
        status: 429,
        headers: { 'Retry-After': '1' },
      }),
    });
    expect(added.status).toBe(201);
    const faulted = await fetch(`${devcloud.url}/appkit/v1/config?${query}`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(faulted.status).toBe(429);
    expect(faulted.headers.get('retry-after')).toBe('1');
    expect(faulted.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect((await get(`/appkit/v1/config?${query}`)).status).toBe(200);
  });

  it('pages getWallets over the full directory', async () => {
    const page = await get(`/getWallets?${query}&page=3&entries=40`);
    expect(page.body.count).toBe(3000);
    expect(page.body.data).toHaveLength(40);
    const next = await get(`/getWallets?${query}&page=4&entries=40`);
    expect(next.body.data[0].id).not.toBe(page.body.data[0].id);
  });

  it("reads account 0's real balances from anvil", async () => {
    const { body } = await get(`/v1/account/${ACCOUNT_0}/balance?${query}&currency=usd&chainId=eip155:31337`);
    const eth = body.balances.find((b: { symbol: string }) => b.symbol === 'ETH');
    expect(eth).toMatchObject({
      chainId: 'eip155:31337',
      price: 3000,
      value: 30_000_000,
      quantity: { decimals: '18', numeric: '10000' },
    });
    expect(eth).not.toHaveProperty('address');
    const ausd = body.balances.find((b: { symbol: string }) => b.symbol === 'AUSD');
    expect(ausd).toMatchObject({
      name: 'Airlock Dollar',
      address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      value: 10_000,
      price: 1,
      quantity: { decimals: '18', numeric: '10000' },
      iconUrl: `${devcloud.url}/public/getTokenImage/AUSD`,
    });
    const other = await get(`/v1/account/${ACCOUNT_0}/balance?${query}&chainId=eip155:31338`);
    expect(other.body.balances.map((b: { symbol: string }) => b.symbol)).toEqual(['ETH']);
  });

  it('indexes the NFTs minted at start-up: account 0 holds ids 1..3, each with a name, collection and an image served', async () => {
    const { status, body } = await get(`/v1/account/${ACCOUNT_0}/nfts?${query}&chainId=eip155:31337`);
    expect(status).toBe(200);
    expect(body.nfts.map((nft: { tokenId: string; name: string }) => [nft.tokenId, nft.name])).toEqual([
      ['1', 'Airlock Collectibles #1'],
      ['2', 'Airlock Collectibles #2'],
      ['3', 'Airlock Collectibles #3'],
    ]);
    expect(body.nfts[0].collection).toEqual({ name: 'Airlock Collectibles', symbol: 'ALC' });
    const image = await fetch(body.nfts[0].imageUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The contract's tokenURI points at the metadata route, which names the same image.
    const { body: chain } = await get('/__devcloud/chain');
    const [collection] = chain.collections;
    const metadata = await get(`/public/nft/31337/${collection.address}/1`);
    expect(metadata.body).toEqual({ name: 'Airlock Collectibles #1', image: body.nfts[0].imageUrl });
    // The second chain has no collection: an empty list, not an error.
    expect((await get(`/v1/account/${ACCOUNT_0}/nfts?${query}&chainId=eip155:31338`)).body).toEqual({ nfts: [] });
  });

  it('proxies JSON-RPC to both chains, single and batch', async () => {
    for (const [caip, hex] of [
      ['eip155:31337', '0x7a69'],
      ['eip155:31338', '0x7a6a'],
    ] as const) {
      const response = await fetch(`${devcloud.url}/v1/?chainId=${caip}&projectId=itest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }),
      });
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 7, result: hex });
    }
    const batch = await fetch(`${devcloud.url}/v1?chainId=eip155:31337&projectId=itest`, {
      method: 'POST',
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'net_version' },
      ]),
    });
    expect(((await batch.json()) as Array<{ id: number }>).map((r) => r.id).sort()).toEqual([1, 2]);
  });

  it('persists identities in the state dir', async () => {
    await fetch(`${devcloud.url}/__devcloud/identity/${ACCOUNT_0}`, {
      method: 'POST',
      body: JSON.stringify({ name: 'itest.reown.id', avatar: null }),
    });
    expect((await get(`/v1/identity/${ACCOUNT_0}?${query}`)).body).toEqual({ name: 'itest.reown.id', avatar: null });
    const saved = JSON.parse(readFileSync(join(stateDir, 'state.json'), 'utf8'));
    expect(saved.identities[ACCOUNT_0.toLowerCase()].name).toBe('itest.reown.id');
  });

  it('closes cleanly: server down and anvil processes gone', async () => {
    expect(anvilProcesses()).toHaveLength(2);
    await devcloud.close();
    await devcloud.close(); // twice is harmless
    expect(anvilProcesses()).toEqual([]);
    await expect(fetch(`${devcloud.url}/__devcloud/health`)).rejects.toThrow();
    await expect(fetch('http://127.0.0.1:8645', { method: 'POST' })).rejects.toThrow();
  });
});
