/**
 * The swap API over a real anvil (port 8981) with the market deployed as devcloud deploys it:
 * every route's shape, quotes that equal what the router then pays, the approve path for the
 * USDT-style token, a price that moves past the slippage, and the unsupported-network answers.
 */
import type { Hono } from 'hono';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { startAnvil, type AnvilNode } from '../chain/anvil.ts';
import { deployTestTokens } from '../chain/deploy.ts';
import { deployMarket } from '../chain/deployMarket.ts';
import { pairAbi, routerAbi } from '../chain/marketAbi.ts';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { localViemChain } from '../chain/viemChain.ts';
import allowanceContract from '../../src/core/api/contracts/convertAllowance.json' with { type: 'json' };
import approveContract from '../../src/core/api/contracts/convertBuildApprove.json' with { type: 'json' };
import buildContract from '../../src/core/api/contracts/convertBuildTransaction.json' with { type: 'json' };
import gasPriceContract from '../../src/core/api/contracts/convertGasPrice.json' with { type: 'json' };
import quotesContract from '../../src/core/api/contracts/convertQuotes.json' with { type: 'json' };
import tokensContract from '../../src/core/api/contracts/convertTokens.json' with { type: 'json' };
import priceContract from '../../src/core/api/contracts/fungiblePrice.json' with { type: 'json' };
import { type Contract, conformsTo } from '../../src/core/api/contracts/conformance.fixture.ts';
import { createStateStore } from '../state.ts';

const ANVIL_PORT = 8981;
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const ACCOUNT_7 = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const ACCOUNT_8 = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const P = 'projectId=swap-test&st=appkit&sv=test';
const MAX = (2n ** 256n - 1n).toString();

type Tx = { from: string; to: string; data: Hex; value?: string; eip155: { gas: string | number; gasPrice: string } };

describe('swap API over the market on anvil', () => {
  let anvil: AnvilNode;
  let info: LocalChainInfo;
  let app: Hono;
  let AUSD: string;
  let USDT: string;
  let ausd: Address;
  let usdt: Address;
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 25 });
  const get = async (path: string) => {
    const response = await app.request(`http://devcloud.test${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };
  const post = async (path: string, body: unknown) => {
    const response = await app.request(`http://devcloud.test${path}`, { method: 'POST', body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as any };
  };
  const plain = (caip: string) => caip.split(':')[2] as Address;
  /** Sends a built transaction as a wallet would (anvil signs for its unlocked accounts); resolves with the receipt and its fee. */
  const send = async (tx: Tx) => {
    const hash = await createWalletClient({
      transport: http(anvil.rpcUrl),
      chain: localViemChain({ chainId: 31337, rpcUrl: anvil.rpcUrl }),
    }).sendTransaction({
      account: plain(tx.from),
      to: plain(tx.to),
      data: tx.data,
      value: BigInt(tx.value ?? '0'),
      gas: BigInt(tx.eip155.gas),
      gasPrice: BigInt(tx.eip155.gasPrice),
    });
    const receipt = await client().waitForTransactionReceipt({ hash });
    return { receipt, fee: receipt.gasUsed * receipt.effectiveGasPrice };
  };
  const balanceOf = (token: Address, owner: Address) =>
    client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const reserves = async (name: string) => {
    const pair = info.market!.pairs.find((p) => p.name === name)!;
    const [r0, r1] = await client().readContract({ address: pair.address, abi: pairAbi, functionName: 'getReserves' });
    return { [pair.token0]: r0, [pair.token1]: r1 } as Record<string, bigint>;
  };
  const quote = async (from: string, to: string, amount: bigint, user: string) =>
    (await get(`/v1/convert/quotes?${P}&amount=${amount}&userAddress=eip155:31337:${user}&from=${from}&to=${to}&gasPrice=1`)).body
      .quotes[0];
  const build = (from: string, to: string, amount: bigint, user: string, extra: Record<string, unknown> = {}) =>
    post('/v1/convert/build-transaction', {
      projectId: 'swap-test',
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from,
      to,
      userAddress: `eip155:31337:${user}`,
      ...extra,
    });

  beforeAll(async () => {
    anvil = await startAnvil({ port: ANVIL_PORT, chainId: 31337 });
    const chain = { chainId: 31337, rpcUrl: anvil.rpcUrl };
    const tokens = await deployTestTokens(chain);
    info = { chains: [chain], tokens, market: await deployMarket(chain, tokens) };
    app = createApp({ chain: info, state: createStateStore({ dir: null }), wallets: [] });
    ausd = tokens.find((t) => t.symbol === 'AUSD')!.address;
    usdt = tokens.find((t) => t.symbol === 'USDT')!.address;
    AUSD = `eip155:31337:${ausd}`;
    USDT = `eip155:31337:${usdt}`;
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  it('lists the tokens with logos, decimals and USD prices from the pools', async () => {
    const { status, body } = await get(`/v1/convert/tokens?${P}&chainId=eip155:31337`);
    expect(status).toBe(200);
    expect(body.tokens).toEqual([
      {
        name: 'Ethereum',
        symbol: 'ETH',
        address: NATIVE,
        decimals: 18,
        logoUri: 'http://devcloud.test/public/getTokenImage/ETH',
        eip2612: false,
        price: 3000,
      },
      {
        name: 'Airlock Dollar',
        symbol: 'AUSD',
        address: AUSD,
        decimals: 18,
        logoUri: 'http://devcloud.test/public/getTokenImage/AUSD',
        eip2612: false,
        price: 1,
      },
      {
        name: 'Tether USD',
        symbol: 'USDT',
        address: USDT,
        decimals: 6,
        logoUri: 'http://devcloud.test/public/getTokenImage/USDT',
        eip2612: false,
        price: 1,
      },
    ]);
  });

  it('answers the SPEC swap networks with nothing, and refuses any other network with the SPEC texts', async () => {
    expect((await get(`/v1/convert/tokens?${P}&chainId=eip155:42161`)).body).toEqual({ tokens: [] });
    expect((await get(`/v1/convert/quotes?${P}&amount=1&from=eip155:1:${ausd}&to=eip155:1:${usdt}&userAddress=${ACCOUNT_1}`)).body).toEqual(
      { quotes: [] },
    );
    expect((await get(`/v1/convert/allowance?${P}&tokenAddress=eip155:137:${ausd}&userAddress=${ACCOUNT_1}`)).body).toEqual({
      allowance: '0',
    });
    expect((await get(`/v1/convert/gas-price?${P}&chainId=eip155:1313161554`)).body).toEqual({
      standard: '1000000000',
      fast: '1250000000',
      instant: '1500000000',
    });

    const swaps = {
      status: 'FAILED',
      reasons: [{ field: 'chainId', description: 'Network not supported for Swaps' }],
      message: 'Network not supported for Swaps',
    };
    expect(await get(`/v1/convert/tokens?${P}&chainId=eip155:999`)).toEqual({ status: 400, body: swaps });
    expect(await get(`/v1/convert/tokens?${P}&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`)).toEqual({ status: 400, body: swaps });
    expect(await get(`/v1/convert/gas-price?${P}&chainId=eip155:999`)).toEqual({
      status: 400,
      body: {
        status: 'FAILED',
        reasons: [{ field: 'chainId', description: 'Network not supported for Gas Price' }],
        message: 'Network not supported for Gas Price',
      },
    });
    const quotes = await get(`/v1/convert/quotes?${P}&amount=1&from=eip155:5:${ausd}&to=eip155:5:${usdt}`);
    expect(quotes.status).toBe(400);
    expect(quotes.body.reasons[0]).toEqual({ field: 'from', description: 'Network not supported for Swaps' });
    const built = await post('/v1/convert/build-transaction', {
      projectId: 'p',
      amount: '1',
      from: `eip155:5:${ausd}`,
      to: `eip155:5:${usdt}`,
      userAddress: ACCOUNT_1,
    });
    expect(built.body.reasons[0].description).toBe('Network not supported for Swaps');
    // A listed network without pools has nothing to build.
    const remote = await post('/v1/convert/build-transaction', {
      projectId: 'p',
      amount: '1',
      from: `eip155:1:${ausd}`,
      to: `eip155:1:${usdt}`,
      userAddress: ACCOUNT_1,
    });
    expect(remote.status).toBe(400);
    expect(remote.body.reasons[0].description).toMatch(/No swap route on eip155:1/);
  });

  it('answers malformed requests with reasons too', async () => {
    const noProject = await get('/v1/convert/tokens?chainId=eip155:31337');
    expect(noProject).toEqual({
      status: 400,
      body: { status: 'FAILED', reasons: [{ field: 'projectId', description: 'projectId is required' }], message: 'projectId is required' },
    });
    expect((await get(`/v1/convert/quotes?${P}&amount=1.5&from=${NATIVE}&to=${AUSD}`)).body.reasons[0].field).toBe('amount');
    expect((await get(`/v1/convert/quotes?${P}&amount=1&from=eip155:31337:0x12&to=${AUSD}`)).body.reasons[0].field).toBe('from');
    const crossChain = await get(`/v1/convert/quotes?${P}&amount=1&from=${NATIVE}&to=eip155:1:${ausd}`);
    expect(crossChain.body.reasons[0]).toEqual({ field: 'to', description: 'to is on eip155:1, not on eip155:31337' });
    expect((await get(`/v1/convert/quotes?${P}&amount=1&from=${AUSD}&to=${AUSD}`)).body.reasons[0].description).toBe(
      'from and to are the same token',
    );
    expect((await post('/v1/convert/build-transaction', 'not json')).body.reasons[0].field).toBe('body');
  });

  it('gives the node gas price', async () => {
    const standard = await client().getGasPrice();
    expect((await get(`/v1/convert/gas-price?${P}&chainId=eip155:31337`)).body).toEqual({
      standard: standard.toString(),
      fast: ((standard * 125n) / 100n).toString(),
      instant: ((standard * 150n) / 100n).toString(),
    });
  });

  it('swaps native ETH for AUSD: the quote is what the router pays, and the pool moves by the amounts', async () => {
    const amount = parseEther('2');
    const q = await quote(NATIVE, AUSD, amount, ACCOUNT_7);
    const [, onChain] = await client().readContract({
      address: info.market!.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, [info.market!.weth, ausd]],
    });
    expect(q).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      fromAmount: amount.toString(),
      fromAccount: NATIVE,
      toAmount: onChain!.toString(),
      toAccount: AUSD,
      priceImpact: expect.any(Number),
      path: [NATIVE, AUSD],
    });
    // 2 ETH into 100 ETH: 1 - 100,000 / (100,000 + 997 · 2) = 1.955 % worse than the mid price, besides the fee.
    expect(q.priceImpact).toBe(1.955);
    expect((await get(`/v1/convert/allowance?${P}&tokenAddress=${NATIVE}&userAddress=eip155:31337:${ACCOUNT_7}`)).body).toEqual({
      allowance: MAX,
    });

    const before = { eth: await client().getBalance({ address: ACCOUNT_7 }), pool: await reserves('ETH/AUSD') };
    const { status, body } = await build(NATIVE, AUSD, amount, ACCOUNT_7);
    expect(status).toBe(200);
    expect(body.tx).toMatchObject({
      from: `eip155:31337:${ACCOUNT_7}`,
      to: `eip155:31337:${info.market!.router}`,
      data: expect.stringMatching(/^0x/),
      amount: amount.toString(),
      value: amount.toString(),
      eip155: { gas: expect.stringMatching(/^\d+$/), gasPrice: expect.stringMatching(/^\d+$/) },
    });
    expect(body.swap).toMatchObject({
      fromAmount: amount.toString(),
      toAmount: q.toAmount,
      minimumToAmount: ((BigInt(q.toAmount) * 9900n) / 10_000n).toString(),
      slippage: 1,
      path: [NATIVE, AUSD],
    });
    const { receipt, fee } = await send(body.tx);
    expect(receipt.status).toBe('success');
    expect(await balanceOf(ausd, ACCOUNT_7)).toBe(BigInt(q.toAmount));
    expect(await client().getBalance({ address: ACCOUNT_7 })).toBe(before.eth - amount - fee);
    expect(await reserves('ETH/AUSD')).toEqual({
      [info.market!.weth]: before.pool[info.market!.weth]! + amount,
      [ausd]: before.pool[ausd]! - BigInt(q.toAmount),
    });
    // The pool holds more ETH now, so prices it lower, and the token list says so: ≈ 294,135 AUSD / 102 ETH = 2883.68.
    const tokens = (await get(`/v1/convert/tokens?${P}&chainId=eip155:31337`)).body.tokens;
    const after = await reserves('ETH/AUSD');
    expect(tokens[0].price).toBeCloseTo(Number(after[ausd]!) / Number(after[info.market!.weth]!), 9);
    expect(tokens[0].price).toBeLessThan(3000);
  });

  it('swaps AUSD for USDT after an approval built by the API (allowance 0, then the max)', async () => {
    const amount = parseUnits('500', 18);
    const allowance = () => get(`/v1/convert/allowance?${P}&tokenAddress=${AUSD}&userAddress=eip155:31337:${ACCOUNT_3}`);
    expect((await allowance()).body).toEqual({ allowance: '0' });
    // Without the allowance the estimate fails, and says why.
    const early = await build(AUSD, USDT, amount, ACCOUNT_3);
    expect(early).toEqual({
      status: 400,
      body: expect.objectContaining({
        reasons: [{ field: 'amount', description: 'The transaction would fail: AUSD: allowance exceeded' }],
      }),
    });
    // disableEstimate builds it anyway, with a fixed gas limit.
    const unestimated = await build(AUSD, USDT, amount, ACCOUNT_3, { disableEstimate: true });
    expect(unestimated.body.tx.eip155.gas).toBe('300000');

    const approve = await get(`/v1/convert/build-approve?${P}&userAddress=eip155:31337:${ACCOUNT_3}&from=${AUSD}&to=${USDT}`);
    expect(approve.body).toEqual({
      tx: {
        from: `eip155:31337:${ACCOUNT_3}`,
        to: AUSD,
        data: expect.stringMatching(/^0x095ea7b3/),
        value: '0',
        eip155: { gas: expect.any(Number), gasPrice: expect.stringMatching(/^\d+$/) },
      },
    });
    await send(approve.body.tx);
    expect((await allowance()).body).toEqual({ allowance: MAX });

    const q = await quote(AUSD, USDT, amount, ACCOUNT_3);
    const usdtBefore = await balanceOf(usdt, ACCOUNT_3);
    const { body } = await build(AUSD, USDT, amount, ACCOUNT_3);
    expect(body.tx.value).toBe('0');
    expect((await send(body.tx)).receipt.status).toBe('success');
    expect(await balanceOf(usdt, ACCOUNT_3)).toBe(usdtBefore + BigInt(q.toAmount));
    expect((await allowance()).body).toEqual({ allowance: MAX });
  });

  it('swaps USDT (no return values) for native ETH by the approve path, for exactly the quote', async () => {
    const amount = parseUnits('1200', 6);
    const approve = await get(`/v1/convert/build-approve?${P}&userAddress=${ACCOUNT_1}&from=${USDT}&to=${NATIVE}&amount=${amount}`);
    await send(approve.body.tx);
    expect((await get(`/v1/convert/allowance?${P}&tokenAddress=${USDT}&userAddress=${ACCOUNT_1}`)).body).toEqual({
      allowance: amount.toString(),
    });
    const q = await quote(USDT, NATIVE, amount, ACCOUNT_1);
    const ethBefore = await client().getBalance({ address: ACCOUNT_1 });
    const { body } = await build(USDT, NATIVE, amount, ACCOUNT_1);
    const { fee } = await send(body.tx);
    expect(await client().getBalance({ address: ACCOUNT_1 })).toBe(ethBefore + BigInt(q.toAmount) - fee);
    // An exact approval is used up by the swap.
    expect((await get(`/v1/convert/allowance?${P}&tokenAddress=${USDT}&userAddress=${ACCOUNT_1}`)).body).toEqual({ allowance: '0' });
    expect(
      (await get(`/v1/convert/build-approve?${P}&userAddress=${ACCOUNT_1}&from=${NATIVE}&to=${USDT}`)).body.reasons[0].description,
    ).toBe('The native token needs no approval');
  });

  it('shows swaps in the history as trades, the ETH the router pays out included', async () => {
    const history = async (account: string) =>
      (await get(`/v1/account/${account}/history?${P}&chainId=eip155:31337`)).body.data.filter(
        (t: any) => t.metadata.operationType === 'trade',
      );
    const legs = (item: any) => item.transfers.map((t: any) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info.symbol}`);
    const [toNative] = await history(ACCOUNT_1);
    expect(legs(toNative)).toEqual([`out 1200 USDT`, expect.stringMatching(/^in 0\.4\d+ ETH$/)]);
    const [toToken] = await history(ACCOUNT_7);
    expect(legs(toToken)).toEqual(['out 2 ETH', expect.stringMatching(/^in 5865\.\d+ AUSD$/)]);
  });

  it('reverts a swap whose price moved past the slippage, and nothing but gas is spent', async () => {
    const amount = parseEther('1');
    const { body } = await build(NATIVE, USDT, amount, ACCOUNT_8);
    const before = { eth: await client().getBalance({ address: ACCOUNT_8 }), usdt: await balanceOf(usdt, ACCOUNT_8) };
    // Someone else buys USDT with 3 ETH first: the price moves by more than 1 %.
    const other = await build(NATIVE, USDT, parseEther('3'), ACCOUNT_1);
    await send(other.body.tx);
    await expect(
      client().call({ account: ACCOUNT_8, to: plain(body.tx.to), data: body.tx.data, value: BigInt(body.tx.value) }),
    ).rejects.toThrow(/MarketRouter: INSUFFICIENT_OUTPUT_AMOUNT/);
    const { receipt, fee } = await send(body.tx);
    expect(receipt.status).toBe('reverted');
    expect(await client().getBalance({ address: ACCOUNT_8 })).toBe(before.eth - fee);
    expect(await balanceOf(usdt, ACCOUNT_8)).toBe(before.usdt);
  });

  it('prices fungibles from the pools, in the order asked, leaving out what it cannot price', async () => {
    const { status, body } = await post('/v1/fungible/price', {
      projectId: 'swap-test',
      currency: 'usd',
      addresses: [USDT, `eip155:1:${ausd}`, NATIVE, AUSD, `eip155:31337:${info.market!.weth}`, `eip155:31337:${ACCOUNT_1}`],
    });
    expect(status).toBe(200);
    expect(body.fungibles.map((f: any) => f.symbol)).toEqual(['USDT', 'ETH', 'AUSD', 'WETH']);
    expect(body.fungibles[0]).toEqual({
      address: USDT,
      name: 'Tether USD',
      symbol: 'USDT',
      iconUrl: 'http://devcloud.test/public/getTokenImage/USDT',
      price: expect.any(Number),
    });
    expect(body.fungibles[0].price).toBeCloseTo(1, 2);
    expect(body.fungibles[2].price).toBe(1);
    expect(body.fungibles[1].price).toBe(body.fungibles[3].price);
    expect((await post('/v1/fungible/price', { currency: 'usd', addresses: [] })).body.reasons[0].field).toBe('projectId');
    expect((await post('/v1/fungible/price', { projectId: 'p', currency: 'eur', addresses: [] })).status).toBe(400);
  });

  it('takes faults like every route', async () => {
    await post('/__devcloud/faults', { route: 'GET /v1/convert/quotes', kind: 'status', status: 503 });
    await post('/__devcloud/faults', { route: 'GET /v1/convert/tokens', kind: 'status', status: 429, chainId: 'eip155:31337' });
    expect((await get(`/v1/convert/quotes?${P}&amount=1&from=${NATIVE}&to=${AUSD}`)).status).toBe(503);
    expect((await get(`/v1/convert/quotes?${P}&amount=1&from=${NATIVE}&to=${AUSD}`)).status).toBe(200);
    expect((await get(`/v1/convert/tokens?${P}&chainId=eip155:42161`)).status).toBe(200);
    expect((await get(`/v1/convert/tokens?${P}&chainId=eip155:31337`)).status).toBe(429);
  });

  it.each(['airlock', 'reown'] as const)('answers in the real shapes (contract fixtures), in mode %s', async (mode) => {
    const projectId = `swap-shape-${mode}`;
    await post(`/__devcloud/projects/${projectId}`, { mode });
    const q = `projectId=${projectId}&st=appkit&sv=test`;
    const user = `eip155:31337:${ACCOUNT_1}`;
    const answers: Array<[Contract, unknown]> = [
      [tokensContract, (await get(`/v1/convert/tokens?${q}&chainId=eip155:31337`)).body],
      [quotesContract, (await get(`/v1/convert/quotes?${q}&amount=1000&userAddress=${user}&from=${NATIVE}&to=${AUSD}&gasPrice=1`)).body],
      [allowanceContract, (await get(`/v1/convert/allowance?${q}&tokenAddress=${AUSD}&userAddress=${user}`)).body],
      [gasPriceContract, (await get(`/v1/convert/gas-price?${q}&chainId=eip155:31337`)).body],
      [approveContract, (await get(`/v1/convert/build-approve?${q}&userAddress=${user}&from=${AUSD}&to=${NATIVE}`)).body],
      [priceContract, (await post(`/v1/fungible/price?${q}`, { currency: 'usd', addresses: [AUSD] })).body],
    ];
    const built = await post(`/v1/convert/build-transaction?${q}`, {
      projectId,
      amount: '1000',
      eip155: { slippage: 1 },
      from: NATIVE,
      to: AUSD,
      userAddress: user,
    });
    answers.push([buildContract, built.body]);
    for (const [contract, answer] of answers) expect(conformsTo(contract, answer, mode), contract.call).toEqual([]);
    expect(built.body.tx.amount).toBe('1000');
    expect((answers[1]![1] as { quotes: Array<{ id: string | null }> }).quotes[0]!.id === null).toBe(mode === 'reown');
  });
});
