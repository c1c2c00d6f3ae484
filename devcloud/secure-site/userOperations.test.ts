import { encodeErrorResult, parseAbi, parseEther, toHex, type Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { smartAccountAddress, accountOf } from './accounts.ts';
import type { Chains } from './chains.ts';
import { requestHash } from './requestHash.ts';
import type { UserRecord } from './store.ts';
import { revertedOperationMessage, type SmartAccounts } from './userOperations.ts';
import { createWalletRpc } from './walletRpc.ts';

const reasonOf = (text: string) => encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: [text] });

describe('an operation whose calls reverted', () => {
  it("is told in viem's words, with the decoded reason where there is one", () => {
    expect(revertedOperationMessage(reasonOf('Gate closed'))).toBe('Execution reverted with reason: Gate closed.');
    expect(revertedOperationMessage(undefined)).toBe('Execution reverted for an unknown reason.');
    expect(revertedOperationMessage('0x')).toBe('Execution reverted for an unknown reason.');
    expect(revertedOperationMessage('0x1234')).toBe('Execution reverted with reason: 0x1234.');
  });

  it('makes eth_sendTransaction from the smart account fail, not answer the bundle transaction (which succeeded)', async () => {
    const user: UserRecord = {
      id: 'u1',
      loginKey: 'email:revert@example.com',
      email: 'revert@example.com',
      userName: null,
      privateKey: generatePrivateKey(),
      preferredAccountType: 'smartAccount',
      createdAt: new Date(0).toISOString(),
    };
    const smart = smartAccountAddress(accountOf(user).address);
    const bundleHash: Hex = `0x${'ab'.repeat(32)}`;
    let outcome = { success: false, reason: reasonOf('Gate closed') as string | undefined };
    const accounts = { send: async () => ({ ...outcome, transactionHash: bundleHash }) } as unknown as SmartAccounts;
    const rpc = createWalletRpc({} as Chains, async () => undefined, undefined, [], accounts);
    const request = {
      method: 'eth_sendTransaction' as const,
      params: [{ from: smart, to: '0x000000000000000000000000000000000000cafE', value: toHex(parseEther('0.01')) }] as [
        { from: string; to: string; value: string },
      ],
    };
    const approval = { hash: requestHash(31337, request) } as Parameters<typeof rpc>[3];
    await expect(rpc(user, 31337, request, approval)).rejects.toThrow('Execution reverted with reason: Gate closed.');
    outcome = { success: true, reason: undefined };
    await expect(rpc(user, 31337, request, approval)).resolves.toBe(bundleHash);
  });
});
