import { describe, expect, it } from 'vitest';
import { createMailbox } from './mailbox.ts';

const TOPIC = 'a'.repeat(64);

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('relay mailbox', () => {
  it('keeps a message until its TTL, for everyone but its publisher', () => {
    const time = clock();
    const mailbox = createMailbox({ now: time.now });
    const stored = mailbox.put({ topic: TOPIC, message: 'm1', ttl: 30, publisher: 'dapp' });
    expect(stored).toMatchObject({ publishedAt: 1_000_000, expiresAt: 1_030_000, attestation: '' });
    expect(mailbox.pendingFor(TOPIC, 'dapp')).toEqual([]);
    expect(mailbox.pendingFor(TOPIC, 'wallet')).toEqual([stored]);
    time.advance(29_999);
    expect(mailbox.pendingFor(TOPIC, 'wallet')).toHaveLength(1);
    time.advance(1);
    expect(mailbox.pendingFor(TOPIC, 'wallet')).toEqual([]);
    expect(mailbox.sizes().size).toBe(0);
  });

  it('forgets nothing for others when one client acknowledges', () => {
    const mailbox = createMailbox({ now: clock().now });
    const stored = mailbox.put({ topic: TOPIC, message: 'm1', ttl: 60, publisher: 'dapp', attestation: 'jwt', tag: 1100 });
    mailbox.acknowledge(stored, 'wallet');
    expect(mailbox.pendingFor(TOPIC, 'wallet')).toEqual([]);
    expect(mailbox.pendingFor(TOPIC, 'other-wallet')).toMatchObject([{ attestation: 'jwt', tag: 1100 }]);
    expect(mailbox.sizes()).toEqual(new Map([[TOPIC, 1]]));
  });

  it('holds a retried publish once and lists messages oldest first', () => {
    const time = clock();
    const mailbox = createMailbox({ now: time.now });
    const first = mailbox.put({ topic: TOPIC, message: 'm1', ttl: 60, publisher: 'dapp' });
    time.advance(10);
    mailbox.put({ topic: TOPIC, message: 'm2', ttl: 60, publisher: 'dapp' });
    expect(mailbox.put({ topic: TOPIC, message: 'm1', ttl: 60, publisher: 'dapp' })).toBe(first);
    expect(mailbox.pendingFor(TOPIC, 'wallet').map((m) => m.message)).toEqual(['m1', 'm2']);
  });

  it('prunes expired messages of every topic', () => {
    const time = clock();
    const mailbox = createMailbox({ now: time.now });
    mailbox.put({ topic: TOPIC, message: 'short', ttl: 1, publisher: 'dapp' });
    mailbox.put({ topic: 'b'.repeat(64), message: 'long', ttl: 100, publisher: 'dapp' });
    time.advance(5_000);
    mailbox.prune();
    expect([...mailbox.sizes().keys()]).toEqual(['b'.repeat(64)]);
  });
});
