/**
 * The transactions the swap API builds: an ERC-20 approve toward the router, and the router call
 * for a route, with the slippage applied as the minimum out and a deadline.
 */
import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';
import { routerAbi } from '../chain/marketAbi.ts';
import type { Route } from './amm.ts';
import type { SwapAsset } from './assets.ts';

/** SPEC section 9: swap slippage tolerance 1 (percent). */
export const DEFAULT_SLIPPAGE_PERCENT = 1;
/** How long a built swap stays valid (the router's deadline). */
export const DEADLINE_SECONDS = 20 * 60;
export const MAX_UINT256 = 2n ** 256n - 1n;

/** `amount` less `slippage` percent, rounded down to the smallest unit (slippage in steps of 0.01 %). */
export function minimumOut(amount: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100));
  return (amount * (10_000n - basisPoints)) / 10_000n;
}

export type SwapCall = { data: Hex; value: bigint; minimumOut: bigint };

/** Native in: swapExactETHForTokens (the value is the amount); native out: swapExactTokensForETH; else token to token. */
export function swapCall(input: {
  from: SwapAsset;
  to: SwapAsset;
  route: Route;
  recipient: Address;
  slippage: number;
  deadline: bigint;
}): SwapCall {
  const { from, to, route, recipient, deadline } = input;
  const amountIn = route.amounts[0]!;
  const min = minimumOut(route.amounts[route.amounts.length - 1]!, input.slippage);
  if (from.native) {
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [min, route.path, recipient, deadline],
    });
    return { data, value: amountIn, minimumOut: min };
  }
  const functionName = to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens';
  const data = encodeFunctionData({ abi: routerAbi, functionName, args: [amountIn, min, route.path, recipient, deadline] });
  return { data, value: 0n, minimumOut: min };
}

export const approveData = (spender: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
