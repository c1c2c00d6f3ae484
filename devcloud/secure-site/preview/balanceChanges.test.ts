import { pad, parseEther, parseUnits, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatUsd } from './amounts.ts';
import {
  formatChanges,
  NATIVE,
  NATIVE_TRANSFER_ADDRESS,
  netChanges,
  TRANSFER_TOPIC,
  transfersFromLogs,
  type Log,
} from './balanceChanges.ts';

const ME = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const AUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const USDT = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';

const transferLog = (address: string, from: string, to: string, amount: bigint): Log => ({
  address,
  topics: [TRANSFER_TOPIC, pad(from as `0x${string}`), pad(to as `0x${string}`)],
  data: pad(toHex(amount)),
});

const INFO = {
  [NATIVE]: { symbol: 'ETH', decimals: 18, price: 3000 },
  [AUSD]: { symbol: 'AUSD', decimals: 18, price: 1 },
  [USDT]: { symbol: 'USDT', decimals: 6 },
} as Record<string, { symbol: string; decimals?: number; price?: number }>;
const info = (asset: string) => INFO[asset] ?? { symbol: `tokens of ${asset}` };

describe('simulated balance changes', () => {
  it('reads ERC-20 and native (0xeeee…) Transfer logs, and skips ERC-721 ones and other events', () => {
    const logs = [
      transferLog(NATIVE_TRANSFER_ADDRESS, ME, BOB, parseEther('0.01')),
      transferLog(AUSD.toUpperCase().replace('0X', '0x'), ME, BOB, 5n),
      // ERC-721: the token id is a fourth topic.
      { address: AUSD, topics: [TRANSFER_TOPIC, pad(ME), pad(BOB), pad('0x07')], data: '0x' },
      {
        address: AUSD,
        topics: ['0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925', pad(ME), pad(BOB)],
        data: pad('0x01'),
      },
    ];
    expect(transfersFromLogs(logs)).toEqual([
      { asset: NATIVE, from: ME, to: BOB, amount: parseEther('0.01') },
      { asset: AUSD, from: ME, to: BOB, amount: 5n },
    ]);
  });

  it('nets per asset for the account, native first, and leaves out zero nets and others’ transfers', () => {
    const transfers = transfersFromLogs([
      transferLog(AUSD, ME, BOB, parseUnits('10', 18)),
      transferLog(AUSD, BOB, ME, parseUnits('4', 18)),
      transferLog(USDT, BOB, ME, 1_500_000n),
      transferLog(USDT, BOB, AUSD, 99n),
      transferLog(NATIVE_TRANSFER_ADDRESS, ME, BOB, parseEther('1')),
      transferLog(NATIVE_TRANSFER_ADDRESS, BOB, ME, parseEther('1')),
      transferLog(NATIVE_TRANSFER_ADDRESS, ME, ME, parseEther('3')),
    ]);
    expect(netChanges(transfers, ME.toUpperCase().replace('0X', '0x'))).toEqual([
      { asset: AUSD, delta: -parseUnits('6', 18) },
      { asset: USDT, delta: 1_500_000n },
    ]);
    expect(
      netChanges(transfersFromLogs([transferLog(AUSD, ME, BOB, 1n), transferLog(NATIVE_TRANSFER_ADDRESS, ME, BOB, 2n)]), ME)[0]?.asset,
    ).toBe(NATIVE);
  });

  it('puts changes in words: direction, amount, symbol, USD only where priced, raw units without decimals', () => {
    const changes = [
      { asset: NATIVE, delta: -parseEther('0.01') },
      { asset: AUSD, delta: parseUnits('25', 18) },
      { asset: USDT, delta: -1_234_567n },
      { asset: BOB, delta: 42n },
    ];
    expect(formatChanges(changes, info)).toEqual([
      { direction: 'out', amount: { value: '0.01', symbol: 'ETH', usd: '$30.00' }, asset: NATIVE },
      { direction: 'in', amount: { value: '25', symbol: 'AUSD', usd: '$25.00' }, asset: AUSD },
      { direction: 'out', amount: { value: '1.234567', symbol: 'USDT' }, asset: USDT },
      { direction: 'in', amount: { value: '42', symbol: `tokens of ${BOB} (raw units)` }, asset: BOB },
    ]);
  });

  it('formats amounts without exponents, rounding past 6 decimals and marking it', () => {
    expect(formatAmount(parseEther('1'), 18)).toBe('1');
    expect(formatAmount(parseEther('0.000021'), 18)).toBe('0.000021');
    expect(formatAmount(21_000n * 1_875_000_000n, 18)).toBe('≈0.000039');
    expect(formatAmount(1n, 18)).toBe('<0.000001');
    expect(formatAmount(-parseEther('1234567.5'), 18)).toBe('-1234567.5');
    expect(formatAmount(10n ** 40n, 0)).toBe('10000000000000000000000000000000000000000');
    expect(formatUsd(parseEther('0.000001'), 18, 3000)).toBe('<$0.01');
    expect(formatUsd(parseEther('2'), 18, 3000)).toBe('$6,000.00');
    expect(formatUsd(parseEther('2'), 18, 0)).toBeUndefined();
    expect(formatUsd(parseEther('2'), 18, undefined)).toBeUndefined();
    expect(formatUsd(0n, 18, 3000)).toBeUndefined();
  });
});
