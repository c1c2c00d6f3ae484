import { describe, expect, it } from 'vitest';
import { sendTransaction, transferRequest } from './transfer.ts';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('transfers', () => {
  it('native: value to the receiver; token: transfer(to, amount) on the token contract', () => {
    expect(transferRequest({ from: FROM, to: TO, amount: 10n ** 16n })).toEqual({ from: FROM, to: TO, value: '0x2386f26fc10000' });
    const token = transferRequest({ from: FROM, to: TO, amount: 5_000_000n, tokenAddress: TOKEN });
    expect(token.to).toBe(TOKEN);
    expect(token.value).toBeUndefined();
    expect(token.data).toBe(`0xa9059cbb000000000000000000000000${TO.slice(2).toLowerCase()}${5_000_000n.toString(16).padStart(64, '0')}`);
  });
  it('accepts a 32-byte hash from the wallet and refuses anything else', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    await expect(sendTransaction({ request: async () => hash }, transferRequest({ from: FROM, to: TO, amount: 1n }))).resolves.toBe(hash);
    await expect(sendTransaction({ request: async () => '0x1234' }, transferRequest({ from: FROM, to: TO, amount: 1n }))).rejects.toThrow(
      'The wallet did not return a transaction hash',
    );
  });
});
