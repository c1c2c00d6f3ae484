/**
 * Typed ABIs of the market contracts, for the calls devcloud makes and the calldata it builds.
 * Hand-written as signatures (viem infers the types); marketAbi.test.ts checks each against
 * the compiled ABI in artifacts.json, so they cannot drift.
 */
import { parseAbi } from 'viem';

export const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint256, uint256)',
  'function getAmountOut(uint256 amountIn, address tokenIn) view returns (uint256)',
  'function addLiquidity()',
  'function swap(address tokenIn, uint256 amountOutMin, address to) returns (uint256 amountOut)',
]);

export const routerAbi = parseAbi([
  'function weth() view returns (address)',
  'function pairFor(address, address) view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'event Swap(address indexed sender, address indexed to, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut)',
]);

export const wethAbi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
]);

/** The test tokens' owner-only faucet (contracts/AirlockDollar.sol, TetherUSD.sol). */
export const mintAbi = parseAbi(['function mint(address to, uint256 amount)', 'function owner() view returns (address)']);
