/**
 * The whole devcloud with its market (HTTP 5401, anvil 8983-8984): deployed at start-up at the
 * documented addresses, shown on /__devcloud/chain, account 0 left at its round balances, and a
 * quote over HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devcloud, startDevcloud } from '../server.ts';

const PORT = 5401;
const ANVIL_PORTS: [number, number] = [8983, 8984];
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const P = 'projectId=startup-test';

describe('devcloud with its market', () => {
  let devcloud: Devcloud;
  let stateDir: string;
  const get = async (path: string) => (await fetch(`${devcloud.url}${path}`)).json() as Promise<any>;

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'devcloud-market-'));
    devcloud = await startDevcloud({ port: PORT, anvilPorts: ANVIL_PORTS, stateDir, quiet: true, securePort: null });
  }, 30_000);

  afterAll(async () => {
    await devcloud?.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('deploys the market at fixed addresses and shows it on /__devcloud/chain', async () => {
    const { market, tokens } = await get('/__devcloud/chain');
    expect(tokens.map((t: any) => t.address)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    ]);
    expect(market).toEqual({
      chainId: 31337,
      weth: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      router: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
      pairs: [
        {
          address: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
          name: 'ETH/AUSD',
          token0: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          token1: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        },
        {
          address: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
          name: 'ETH/USDT',
          token0: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
          token1: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        },
        {
          address: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
          name: 'AUSD/USDT',
          token0: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          token1: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        },
      ],
    });
  });

  it("leaves account 0's balances round and quotes over HTTP", async () => {
    const { balances } = await get(`/v1/account/${ACCOUNT_0}/balance?${P}&chainId=eip155:31337`);
    expect(balances.map((b: any) => `${b.quantity.numeric} ${b.symbol}`)).toEqual(['10000 ETH', '10000 AUSD', '5000 USDT']);
    const { quotes } = await get(
      `/v1/convert/quotes?${P}&amount=1000000&from=eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512&to=eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3&userAddress=${ACCOUNT_0}`,
    );
    // 1 USDT → AUSD at 1:1 less the 0.3 % fee and a hair of size effect.
    expect(Number(quotes[0].toAmount) / 1e18).toBeCloseTo(0.997, 5);
  });
});
