/**
 * The market contracts on a throwaway anvil (port 8980), deployed as devcloud deploys them: real
 * swaps native → AUSD, AUSD → USDT by allowance, USDT (returns nothing) → native, reserves moving by
 * exactly the swapped amounts, and the reverts a wallet can run into.
 */
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilNode } from './anvil.ts';
import { deployTestTokens } from './deploy.ts';
import { deployMarket } from './deployMarket.ts';
import type { MarketInfo } from './market.ts';
import { pairAbi, routerAbi } from './marketAbi.ts';
import type { DeployedToken } from './tokens.ts';
import { localViemChain } from './viemChain.ts';

const ANVIL_PORT = 8980;
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ACCOUNT_5 = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const MAX = 2n ** 256n - 1n;

describe('market contracts on anvil', () => {
  let anvil: AnvilNode;
  let market: MarketInfo;
  let tokens: DeployedToken[];
  let ausd: Address;
  let usdt: Address;
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 25 });
  const wallet = (account: Address) =>
    createWalletClient({ transport: http(anvil.rpcUrl), account, chain: localViemChain({ chainId: 31337, rpcUrl: anvil.rpcUrl }) });
  const pair = (name: string) => market.pairs.find((p) => p.name === name)!;
  const deadline = async () => (await client().getBlock()).timestamp + 600n;
  const mined = async (hash: Hash) => {
    const receipt = await client().waitForTransactionReceipt({ hash });
    return { receipt, fee: receipt.gasUsed * receipt.effectiveGasPrice };
  };
  /** Reserves by token address, whatever the pair's own order. */
  const reserves = async (name: string) => {
    const { address, token0, token1 } = pair(name);
    const [r0, r1] = await client().readContract({ address, abi: pairAbi, functionName: 'getReserves' });
    return { [token0]: r0, [token1]: r1 } as Record<Address, bigint>;
  };
  const balance = (token: Address, owner: Address) =>
    client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const approve = async (owner: Address, token: Address, amount: bigint) =>
    mined(await wallet(owner).writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [market.router, amount] }));
  const amountsOut = (amountIn: bigint, path: Address[]) =>
    client().readContract({ address: market.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path] });

  beforeAll(async () => {
    anvil = await startAnvil({ port: ANVIL_PORT, chainId: 31337 });
    const chain = { chainId: 31337, rpcUrl: anvil.rpcUrl };
    tokens = await deployTestTokens(chain);
    market = await deployMarket(chain, tokens);
    ausd = tokens.find((t) => t.symbol === 'AUSD')!.address;
    usdt = tokens.find((t) => t.symbol === 'USDT')!.address;
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  it('deploys at fixed addresses, seeded at 1 ETH = 3000 AUSD = 3000 USDT, leaving account 0 as it was', async () => {
    expect(market).toEqual({
      chainId: 31337,
      weth: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      router: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
      pairs: [
        { name: 'ETH/AUSD', address: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9', token0: ausd, token1: market.weth },
        { name: 'ETH/USDT', address: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9', token0: market.weth, token1: usdt },
        { name: 'AUSD/USDT', address: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707', token0: ausd, token1: usdt },
      ],
    });
    expect(await reserves('ETH/AUSD')).toEqual({ [market.weth]: parseEther('100'), [ausd]: parseUnits('300000', 18) });
    expect(await reserves('ETH/USDT')).toEqual({ [market.weth]: parseEther('100'), [usdt]: parseUnits('300000', 6) });
    expect(await reserves('AUSD/USDT')).toEqual({ [ausd]: parseUnits('1000000', 18), [usdt]: parseUnits('1000000', 6) });
    expect(await client().getBalance({ address: ACCOUNT_0 })).toBe(parseEther('10000'));
    expect(await balance(ausd, ACCOUNT_0)).toBe(parseUnits('10000', 18));
    expect(await balance(usdt, ACCOUNT_0)).toBe(parseUnits('5000', 6));
  });

  it('swaps native ETH for AUSD: the output is x·y=k with the 0.3 % fee, and the reserves move by the amounts', async () => {
    const amountIn = parseEther('1');
    const before = await reserves('ETH/AUSD');
    const ethBefore = await client().getBalance({ address: ACCOUNT_5 });
    const [, expected] = await amountsOut(amountIn, [market.weth, ausd]);
    // 997·1e18·300000e18 / (100e18·1000 + 997·1e18) = 2961.474... AUSD
    expect(expected).toBe((997n * amountIn * before[ausd]!) / (before[market.weth]! * 1000n + 997n * amountIn));
    expect(Number(expected) / 1e18).toBeCloseTo(2961.474, 3);

    const { fee } = await mined(
      await wallet(ACCOUNT_5).writeContract({
        address: market.router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [expected!, [market.weth, ausd], ACCOUNT_5, await deadline()],
        value: amountIn,
      }),
    );
    expect(await balance(ausd, ACCOUNT_5)).toBe(expected);
    expect(await client().getBalance({ address: ACCOUNT_5 })).toBe(ethBefore - amountIn - fee);
    expect(await reserves('ETH/AUSD')).toEqual({ [market.weth]: before[market.weth]! + amountIn, [ausd]: before[ausd]! - expected! });
  });

  it('swaps AUSD for USDT by allowance, and refuses without one (the token says why)', async () => {
    const amountIn = parseUnits('250', 18);
    const path = [ausd, usdt];
    const call = async () =>
      ({
        account: ACCOUNT_1,
        address: market.router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, 0n, path, ACCOUNT_1, await deadline()],
      }) as const;
    const swap = async () => wallet(ACCOUNT_1).writeContract(await call());
    await expect(client().simulateContract(await call())).rejects.toThrow(/AUSD: allowance exceeded/);

    await approve(ACCOUNT_1, ausd, amountIn);
    const before = { reserves: await reserves('AUSD/USDT'), ausd: await balance(ausd, ACCOUNT_1), usdt: await balance(usdt, ACCOUNT_1) };
    const [, expected] = await amountsOut(amountIn, path);
    expect(Number(expected) / 1e6).toBeCloseTo(249.19, 2);
    await mined(await swap());
    expect(await balance(ausd, ACCOUNT_1)).toBe(before.ausd - amountIn);
    expect(await balance(usdt, ACCOUNT_1)).toBe(before.usdt + expected!);
    expect(await reserves('AUSD/USDT')).toEqual({ [ausd]: before.reserves[ausd]! + amountIn, [usdt]: before.reserves[usdt]! - expected! });
    // An exact allowance is used up.
    expect(await client().readContract({ address: ausd, abi: erc20Abi, functionName: 'allowance', args: [ACCOUNT_1, market.router] })).toBe(
      0n,
    );
  });

  it('swaps USDT (whose transfer and transferFrom return nothing) for native ETH, through two hops too', async () => {
    await approve(ACCOUNT_2, usdt, MAX);
    const amountIn = parseUnits('300', 6);
    const ethBefore = await client().getBalance({ address: ACCOUNT_2 });
    const wethPool = await reserves('ETH/USDT');
    const [, expected] = await amountsOut(amountIn, [usdt, market.weth]);
    const { fee } = await mined(
      await wallet(ACCOUNT_2).writeContract({
        address: market.router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [amountIn, expected!, [usdt, market.weth], ACCOUNT_2, await deadline()],
      }),
    );
    expect(await client().getBalance({ address: ACCOUNT_2 })).toBe(ethBefore + expected! - fee);
    expect(await reserves('ETH/USDT')).toEqual({ [market.weth]: wethPool[market.weth]! - expected!, [usdt]: wethPool[usdt]! + amountIn });

    // USDT → AUSD → ETH: each pair pays the next one.
    const twoHop = [usdt, ausd, market.weth];
    const amounts = await amountsOut(amountIn, twoHop);
    const ethMid = await client().getBalance({ address: ACCOUNT_2 });
    const { fee: fee2 } = await mined(
      await wallet(ACCOUNT_2).writeContract({
        address: market.router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [amountIn, amounts[2]!, twoHop, ACCOUNT_2, await deadline()],
      }),
    );
    expect(await client().getBalance({ address: ACCOUNT_2 })).toBe(ethMid + amounts[2]! - fee2);
    // A max allowance is never used up (the tokens skip the decrement for it).
    expect(await client().readContract({ address: usdt, abi: erc20Abi, functionName: 'allowance', args: [ACCOUNT_2, market.router] })).toBe(
      MAX,
    );
  });

  it('reverts past the minimum out (slippage) or the deadline, and nothing is taken', async () => {
    const amountIn = parseEther('0.5');
    const [, quoted] = await amountsOut(amountIn, [market.weth, usdt]);
    const before = { eth: await client().getBalance({ address: ACCOUNT_5 }), pool: await reserves('ETH/USDT') };
    const args = async (minOut: bigint, when?: bigint) => [minOut, [market.weth, usdt], ACCOUNT_5, when ?? (await deadline())] as const;

    // Someone else trades first: the price moves past the quote.
    await mined(
      await wallet(ACCOUNT_1).writeContract({
        address: market.router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: await args(0n),
        value: parseEther('0.2'),
      }),
    );
    const simulate = async (minOut: bigint, when?: bigint) =>
      client().simulateContract({
        account: ACCOUNT_5,
        address: market.router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: await args(minOut, when),
        value: amountIn,
      });
    await expect(simulate(quoted!)).rejects.toThrow(/MarketRouter: INSUFFICIENT_OUTPUT_AMOUNT/);
    await expect(simulate(0n, (await client().getBlock()).timestamp - 1n)).rejects.toThrow(/MarketRouter: EXPIRED/);

    // Mined with a fixed gas limit (no estimate to stop it first): it fails and only gas is spent.
    const hash = await wallet(ACCOUNT_5).writeContract({
      address: market.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: await args(quoted!),
      value: amountIn,
      gas: 300_000n,
    });
    const { receipt, fee } = await mined(hash);
    expect(receipt.status).toBe('reverted');
    expect(await client().getBalance({ address: ACCOUNT_5 })).toBe(before.eth - fee);
    expect((await reserves('ETH/USDT'))[usdt]).toBeLessThan(before.pool[usdt]!); // moved only by account 1's trade
  });

  it('lets only the deployer add liquidity', async () => {
    await expect(
      client().simulateContract({ account: ACCOUNT_1, address: pair('ETH/AUSD').address, abi: pairAbi, functionName: 'addLiquidity' }),
    ).rejects.toThrow(/only the deployer adds liquidity/);
  });
});
