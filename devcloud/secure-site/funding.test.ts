import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Chains } from './chains.ts';
import { createFunder } from './funding.ts';

/** A node whose eth_sendTransaction fails when another is still in flight, as a nonce picked twice does. */
function racyNode() {
  const balances = new Map<string, bigint>();
  let sending = 0;
  const request = async (_chainId: number, method: string, params: unknown[] = []) => {
    if (method === 'eth_getBalance') return `0x${(balances.get(String(params[0])) ?? 0n).toString(16)}`;
    if (method === 'eth_accounts') return ['0xfunder'];
    if (method === 'eth_sendTransaction') {
      sending++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      sending--;
      if (sending > 0) throw new Error('nonce too low');
      const { to, value } = params[0] as { to: string; value: string };
      balances.set(to, (balances.get(to) ?? 0n) + BigInt(value));
      return '0xhash';
    }
    throw new Error(`unexpected ${method}`);
  };
  const chains = { request, waitForReceipt: async () => ({}) } as unknown as Chains;
  return { chains, balances };
}

describe('createFunder', () => {
  it('funds every wallet asked at once on one chain (a login funds its EOA and its smart account together)', async () => {
    const { chains, balances } = racyNode();
    const fund = createFunder(chains, () => undefined);
    await Promise.all(['0xeoa', '0xsmart', '0xother'].map((address) => fund(address, 31337)));
    expect([...balances.values()]).toEqual([parseEther('10'), parseEther('10'), parseEther('10')]);
  });
});
