/**
 * Gives embedded wallets money: a wallet (EOA or smart account) below 1 ETH gets 10 ETH from the node's last
 * (unlocked) account. Checked once per wallet and chain per run, because anvil forgets its
 * state on restart while our users persist.
 */
import { parseEther, toHex } from 'viem';
import type { Chains } from './chains.ts';

const GRANT = parseEther('10');
const THRESHOLD = parseEther('1');

export type Funder = (address: string, chainId: number) => Promise<void>;

export function createFunder(chains: Chains, log: (line: string) => void): Funder {
  const done = new Map<string, Promise<void>>();
  // One grant at a time per chain: the node picks the funder's nonce for each eth_sendTransaction, and two asked at
  // once (a login funds the EOA and the smart account; logins run in parallel) can get the same one, and one fails.
  const lanes = new Map<number, Promise<unknown>>();
  function inLane(chainId: number, task: () => Promise<void>): Promise<void> {
    const next = (lanes.get(chainId) ?? Promise.resolve()).catch(() => undefined).then(task);
    lanes.set(chainId, next);
    return next;
  }

  async function fund(address: string, chainId: number) {
    const balance = BigInt((await chains.request(chainId, 'eth_getBalance', [address, 'latest'])) as string);
    if (balance >= THRESHOLD) return;
    // The last unlocked account pays, so accounts 0..4 (the test wallet's, with the test tokens) keep
    // anvil's round balances whatever e-mail logins happened before.
    const funder = ((await chains.request(chainId, 'eth_accounts')) as string[]).at(-1);
    if (!funder) throw new Error('the node has no unlocked account');
    const hash = (await chains.request(chainId, 'eth_sendTransaction', [{ from: funder, to: address, value: toHex(GRANT) }])) as string;
    await chains.waitForReceipt(chainId, hash);
    log(`secure-site: funded ${address} with 10 ETH on chain ${chainId}`);
  }

  return (address, chainId) => {
    const key = `${chainId}:${address.toLowerCase()}`;
    const existing = done.get(key);
    if (existing) return existing;
    const attempt = inLane(chainId, () => fund(address, chainId)).catch((error: unknown) => {
      // Try again next time: the node may simply not be up yet.
      done.delete(key);
      log(`secure-site: could not fund ${address} on chain ${chainId}: ${(error as Error).message}`);
    });
    done.set(key, attempt);
    return attempt;
  };
}
