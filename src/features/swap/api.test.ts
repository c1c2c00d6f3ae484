import { describe, expect, it } from 'vitest';
import allowance from '../../core/api/contracts/convertAllowance.json' with { type: 'json' };
import buildApprove from '../../core/api/contracts/convertBuildApprove.json' with { type: 'json' };
import buildTransaction from '../../core/api/contracts/convertBuildTransaction.json' with { type: 'json' };
import gasPrice from '../../core/api/contracts/convertGasPrice.json' with { type: 'json' };
import quotes from '../../core/api/contracts/convertQuotes.json' with { type: 'json' };
import tokens from '../../core/api/contracts/convertTokens.json' with { type: 'json' };
import prices from '../../core/api/contracts/fungiblePrice.json' with { type: 'json' };
import { contractApi } from '../../core/api/contracts/contractApi.fixture.ts';
import { createSwapApi } from './api.ts';
import { NATIVE_ADDRESS } from './tokens.ts';

const { api } = contractApi({
  '/v1/convert/quotes': quotes,
  '/v1/convert/tokens': tokens,
  '/v1/convert/allowance': allowance,
  '/v1/convert/gas-price': gasPrice,
  '/v1/convert/build-approve': buildApprove,
  '/v1/convert/build-transaction': buildTransaction,
  '/v1/fungible/price': prices,
});
const swaps = createSwapApi(api);
const USER = 'eip155:31337:0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const TOKEN = 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3';
const swapBody = (from: string) => ({
  projectId: 'p',
  amount: 10n ** 18n,
  slippage: 1,
  from,
  to: TOKEN,
  userAddress: USER,
  disableEstimate: false,
});

describe("the swap API's real answers (contract fixtures)", () => {
  it('takes a quote whose id is null', async () => {
    const quote = await swaps.quote(
      { amount: 10n ** 18n, userAddress: USER, from: quotes.payload.quotes[0]!.fromAccount, to: TOKEN, gasPrice: 1n },
      new AbortController().signal,
    );
    expect(quote).toMatchObject({ id: null, toAmount: '2992986623606797302' });
  });

  it("sends a native swap with the build answer's tx.amount as its value, a token swap with none", async () => {
    const native = await swaps.buildSwap(swapBody(`eip155:31337:${NATIVE_ADDRESS}`));
    expect(native.tx).toMatchObject({ value: 10n ** 18n, gas: 154000n, to: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0' });
    expect(native.toAmount).toBeUndefined();
    const token = await swaps.buildSwap(swapBody(TOKEN));
    expect(token.tx.value).toBe(0n);
  });

  it('reads the tokens, the allowance, the gas price, the approval and the prices', async () => {
    expect(await swaps.tokens('eip155:31337')).toHaveLength(1);
    expect(await swaps.allowance(TOKEN, USER)).toBe(0n);
    expect(await swaps.gasPrice('eip155:31337')).toBe(1875000000n);
    expect((await swaps.buildApprove({ userAddress: USER, from: TOKEN, to: TOKEN })).gas).toBe(46000n);
    const found = await swaps.prices('p', [
      { key: prices.payload.fungibles[0]!.address, caip10: prices.payload.fungibles[0]!.address, symbol: 'ETH' },
    ]);
    expect([...found.values()]).toEqual([3000]);
  });
});

describe('outside the swap networks', () => {
  it("refuses every call about a network swaps are not offered on with 'Network not supported for Swaps', before any request", async () => {
    const { api: client, calls } = contractApi({ '/v1/convert/tokens': tokens, '/v1/convert/gas-price': gasPrice });
    const refusing = createSwapApi(client);
    const SEPOLIA_USER = USER.replace('eip155:31337', 'eip155:11155111');
    const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const refused = [
      refusing.tokens('eip155:11155111'),
      refusing.gasPrice(SOLANA),
      refusing.quote({ amount: 1n, userAddress: SEPOLIA_USER, from: TOKEN, to: TOKEN, gasPrice: 1n }, new AbortController().signal),
      refusing.allowance(TOKEN, SEPOLIA_USER),
      refusing.buildApprove({ userAddress: SEPOLIA_USER, from: TOKEN, to: TOKEN }),
      refusing.buildSwap({ ...swapBody(TOKEN), userAddress: SEPOLIA_USER }),
    ];
    for (const call of refused)
      await expect(call).rejects.toMatchObject({ name: 'SwapNetworkError', shortMessage: 'Network not supported for Swaps' });
    expect(calls).toEqual([]);
    // The local development chains are ours to offer (README, "Swaps").
    expect(await refusing.tokens('eip155:31337')).toHaveLength(1);
  });
});
