/**
 * The history API against a throwaway anvil (its own port), with the test tokens deployed as devcloud
 * does: native and token transfers, a failed call, paging with the cursor, new blocks after a read.
 */
import { Hono } from 'hono';
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilNode } from '../chain/anvil.ts';
import { deployTestTokens } from '../chain/deploy.ts';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { BadRequestError } from '../validate.ts';
import { compareKeys, createHistoryReader, decodeCursor, encodeCursor, type HistoryReader } from './history.ts';
import { historyRoutes } from './historyRoutes.ts';

const ANVIL_PORT = 8748;
const ACCOUNT = {
  1: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  4: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  5: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  6: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  9: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
} as const;
const query = 'projectId=itest&chainId=eip155:31337';

describe('history API over a real anvil', () => {
  let anvil: AnvilNode;
  let info: LocalChainInfo;
  let reader: HistoryReader;
  let app: Hono;
  let ausd: `0x${string}`;
  const wallet = () => createWalletClient({ transport: http(anvil.rpcUrl) });
  const publicClient = () => createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 25 });
  const send = async (tx: { from: `0x${string}`; to: `0x${string}`; value?: bigint; data?: `0x${string}`; gas?: bigint }) => {
    const hash = await wallet().sendTransaction({ account: tx.from, to: tx.to, value: tx.value, data: tx.data, gas: tx.gas, chain: null });
    await publicClient().waitForTransactionReceipt({ hash });
    return hash;
  };
  const transferData = (to: `0x${string}`, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
  const get = async (path: string) => {
    const response = await app.request(`http://devcloud.test${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    anvil = await startAnvil({ port: ANVIL_PORT, chainId: 31337 });
    const chain = { chainId: 31337, rpcUrl: anvil.rpcUrl };
    info = { chains: [chain], tokens: await deployTestTokens(chain) };
    ausd = info.tokens.find((t) => t.symbol === 'AUSD')!.address;
    reader = createHistoryReader(info);
    app = new Hono();
    app.route('/', historyRoutes({ info, history: reader }));
    app.onError((error, c) => c.json({ message: error.message }, error instanceof BadRequestError ? 400 : 500));
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  it('is empty for an account that never moved anything', async () => {
    expect((await get(`/v1/account/${ACCOUNT[5]}/history?${query}`)).body).toEqual({ data: [], next: null });
  });

  it('lists native and token transfers, newest first, with signs of direction and the parties', async () => {
    const received = await send({ from: ACCOUNT[9], to: ACCOUNT[5], value: parseEther('1.5') });
    const tokenIn = await send({ from: ACCOUNT[4], to: ausd, data: transferData(ACCOUNT[5], parseUnits('2', 18)) });
    const sent = await send({ from: ACCOUNT[5], to: ACCOUNT[6], value: parseEther('0.25') });
    // Reverts (more AUSD than account 5 holds); the explicit gas limit gets it mined as failed.
    const failed = await send({ from: ACCOUNT[5], to: ausd, data: transferData(ACCOUNT[6], parseUnits('999', 18)), gas: 100_000n });

    const { status, body } = await get(`/v1/account/${ACCOUNT[5]}/history?${query}`);
    expect(status).toBe(200);
    expect(body.next).toBeNull();
    expect(body.data.map((t: any) => t.metadata.hash)).toEqual([failed, sent, tokenIn, received]);
    const [fail, out, tokenItem, nativeIn] = body.data;
    expect(fail.metadata).toMatchObject({ operationType: 'execute', status: 'failed', sentFrom: ACCOUNT[5], sentTo: ausd });
    expect(fail.transfers).toEqual([]);
    expect(out).toMatchObject({
      id: `eip155:31337:${sent}`,
      metadata: { operationType: 'send', status: 'confirmed', sentFrom: ACCOUNT[5], sentTo: ACCOUNT[6], chain: 'eip155:31337', nonce: 0 },
      transfers: [
        {
          fungible_info: { name: 'Ethereum', symbol: 'ETH', icon: { url: 'http://devcloud.test/public/getTokenImage/ETH' } },
          direction: 'out',
          quantity: { numeric: '0.25', decimals: '18' },
          value: 750,
          price: 3000,
        },
      ],
    });
    expect(Number.isNaN(Date.parse(out.metadata.minedAt))).toBe(false);
    expect(out.metadata.minedAt).toBe(new Date(out.metadata.minedAt).toISOString());
    // A token transfer names its sender and recipient, not the token contract the call went to.
    expect(tokenItem).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: ACCOUNT[4], sentTo: ACCOUNT[5] },
      transfers: [
        {
          fungible_info: { name: 'Airlock Dollar', symbol: 'AUSD' },
          direction: 'in',
          quantity: { numeric: '2', decimals: '18' },
          value: 2,
          price: 1,
        },
      ],
    });
    expect(nativeIn).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: ACCOUNT[9] },
      transfers: [{ direction: 'in', quantity: { numeric: '1.5' } }],
    });

    // The other side sees the same transfer as a send.
    const sender = await get(`/v1/account/${ACCOUNT[4]}/history?${query}`);
    expect(sender.body.data[0]).toMatchObject({
      metadata: { hash: tokenIn, operationType: 'send' },
      transfers: [{ direction: 'out', fungible_info: { symbol: 'AUSD' } }],
    });
  });

  it('shows the tokens minted at deployment to the funded accounts', async () => {
    const { body } = await get(`/v1/account/${ACCOUNT[1]}/history?${query}`);
    const mints = body.data.filter((t: any) => t.metadata.operationType === 'mint');
    expect(mints.map((t: any) => t.transfers[0].fungible_info.symbol).sort()).toEqual(['AUSD', 'USDT']);
    expect(mints.find((t: any) => t.transfers[0].fungible_info.symbol === 'USDT').transfers[0].quantity).toEqual({
      numeric: '5000',
      decimals: '6',
    });
  });

  it('pages with an opaque cursor and picks up blocks mined after a read', async () => {
    const first = await reader.read({ address: ACCOUNT[5], chains: info.chains, origin: 'http://x', pageSize: 3 });
    expect(first.data).toHaveLength(3);
    expect(first.next).toEqual(expect.any(String));
    const second = await reader.read({
      address: ACCOUNT[5],
      chains: info.chains,
      origin: 'http://x',
      pageSize: 3,
      cursor: decodeCursor(first.next!),
    });
    expect(second.data).toHaveLength(1);
    expect(second.next).toBeNull();
    const ids = [...first.data, ...second.data].map((t) => t.id);
    expect(new Set(ids).size).toBe(4);

    const latest = await send({ from: ACCOUNT[9], to: ACCOUNT[5], value: parseEther('0.01') });
    const again = await get(`/v1/account/${ACCOUNT[5]}/history?${query}`);
    expect(again.body.data[0].metadata.hash).toBe(latest);
    expect(again.body.data).toHaveLength(5);
  });

  it('answers 400 on a malformed address, cursor or chain, and nothing for a chain without a node', async () => {
    expect((await get(`/v1/account/0x1234/history?${query}`)).status).toBe(400);
    expect((await get(`/v1/account/not-an-address/history?${query}`)).status).toBe(400);
    expect((await get(`/v1/account/${ACCOUNT[5]}/history?${query}&cursor=garbage`)).status).toBe(400);
    expect((await get(`/v1/account/${ACCOUNT[5]}/history?projectId=itest&chainId=eip155:999`)).status).toBe(400);
    expect((await get(`/v1/account/${ACCOUNT[5]}/history?chainId=eip155:31337`)).status).toBe(400);
    expect((await get(`/v1/account/${ACCOUNT[5]}/history?projectId=itest&chainId=eip155:1`)).body).toEqual({ data: [], next: null });
    expect((await get(`/v1/account/${ACCOUNT[5]}/history?${query}&onramp=coinbase`)).body).toEqual({ data: [], next: null });
  });

  it('round-trips cursors and orders keys newest first', () => {
    const key = { time: 1_700_000_000, chainId: 31337, block: 12, index: 0 };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    expect(decodeCursor(Buffer.from('[1,2,3]').toString('base64url'))).toBeUndefined();
    expect(compareKeys(key, { ...key, block: 13 })).toBeGreaterThan(0);
  });
});
