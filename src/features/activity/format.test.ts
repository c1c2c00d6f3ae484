import { describe, expect, it } from 'vitest';
import { historyItem } from '../../core/api/history.fixture.ts';
import type { HistoryTransaction } from '../../core/api/history.ts';
import {
  counterpart,
  dateGroupLabel,
  explorerTxUrl,
  formatTxAmount,
  formatTxTime,
  groupByDate,
  operationLabel,
  transferSign,
} from './format.ts';

const tx = (id: string, minedAt: string) => {
  const item = historyItem(id) as unknown as HistoryTransaction;
  return { ...item, metadata: { ...item.metadata, minedAt } };
};

describe('activity formatting', () => {
  it("signs amounts as SPEC section 9 says, sends with '-', others by direction", () => {
    for (const op of ['receive', 'deposit', 'borrow', 'claim']) expect(transferSign(op, 'out')).toBe('+');
    for (const op of ['withdraw', 'repay', 'burn', 'send']) expect(transferSign(op, 'in')).toBe('-');
    expect(transferSign('execute', 'in')).toBe('+');
    expect(transferSign('trade', 'out')).toBe('-');
    expect(transferSign('execute', 'self')).toBe('');
  });

  it('shows amounts with 3 decimals, grouped', () => {
    expect(formatTxAmount('0.25')).toBe('0.250');
    expect(formatTxAmount('1234567.8917')).toBe('1,234,567.892');
    expect(formatTxAmount('2')).toBe('2.000');
    expect(formatTxAmount('0.0004')).toBe('<0.001');
    expect(formatTxAmount('0')).toBe('0.000');
    expect(formatTxAmount('abc')).toBe('abc');
  });

  it('names the counterpart and the operation', () => {
    const item = tx('a', '2025-03-04T10:00:00.000Z');
    expect(counterpart(item, '0x976ea74026e726554db657fa54763abd0c3a0aa9')).toEqual({ label: 'From', address: item.metadata.sentFrom });
    expect(counterpart(item, item.metadata.sentFrom)).toEqual({ label: 'To', address: item.metadata.sentTo });
    expect(operationLabel('send')).toBe('Send');
    expect(operationLabel('')).toBe('Transaction');
  });

  it('groups by day: Today, Yesterday, then dates, keeping order', () => {
    const now = new Date(2025, 2, 4, 15, 0);
    expect(dateGroupLabel(new Date(2025, 2, 4, 1, 0).toISOString(), 'en', now)).toBe('Today');
    expect(dateGroupLabel(new Date(2025, 2, 3, 23, 0).toISOString(), 'en', now)).toBe('Yesterday');
    expect(dateGroupLabel(new Date(2025, 0, 9, 12, 0).toISOString(), 'en', now)).toBe('Jan 9, 2025');
    const groups = groupByDate(
      [
        tx('a', new Date(2025, 2, 4, 9).toISOString()),
        tx('b', new Date(2025, 2, 4, 8).toISOString()),
        tx('c', new Date(2025, 2, 1).toISOString()),
      ],
      'en',
      now,
    );
    expect(groups.map((g) => [g.label, g.transactions.map((t) => t.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Mar 1, 2025', ['c']],
    ]);
  });

  it("writes dates and times in the modal's language", () => {
    const now = new Date(2025, 2, 4, 15, 0);
    const minedAt = new Date(2025, 0, 9, 15, 5).toISOString();
    expect(dateGroupLabel(minedAt, 'ja', now)).toBe('2025年1月9日');
    expect(dateGroupLabel(minedAt, 'de', now)).toBe('9. Jan. 2025');
    expect(formatTxTime(minedAt, 'en')).toBe('3:05 PM');
    expect(formatTxTime(minedAt, 'fr')).toBe('15:05');
    // Today and Yesterday stay the catalogue's English keys, whatever the language.
    expect(dateGroupLabel(new Date(2025, 2, 4, 9).toISOString(), 'ja', now)).toBe('Today');
  });

  it('links to the explorer only when the network has one', () => {
    expect(explorerTxUrl('https://etherscan.io/', '0xab')).toBe('https://etherscan.io/tx/0xab');
    expect(explorerTxUrl(undefined, '0xab')).toBeUndefined();
  });
});
