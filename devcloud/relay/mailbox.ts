/**
 * The relay's per-topic mailbox: every published message is kept until its TTL, so a subscriber
 * that comes later (a wallet scanning the QR after the proposal was sent, a dapp that reloads)
 * still gets it. Each message remembers which clients acknowledged it, so nobody gets a message
 * twice once it said it has it, and the publisher never gets its own.
 */
import type { DeliveredMessage } from './protocol.ts';

export type StoredMessage = DeliveredMessage & {
  expiresAt: number;
  /** Client id (JWT `iss`) of the publisher. */
  publisher: string;
  /** Client ids that acknowledged the message (or fetched it). */
  acknowledged: Set<string>;
};

export type NewMessage = {
  topic: string;
  message: string;
  /** Seconds. */
  ttl: number;
  tag?: number;
  attestation?: string;
  publisher: string;
};

export type Mailbox = {
  /** Stores a message; a message already held (same topic, same envelope: a publish retried) is returned as it is. */
  put(input: NewMessage): StoredMessage;
  /** What `clientId` has still to get on `topic`, oldest first: not its own, not acknowledged, not expired. */
  pendingFor(topic: string, clientId: string): StoredMessage[];
  acknowledge(message: StoredMessage, clientId: string): void;
  /** Unexpired messages per topic (topics with none left are forgotten). */
  sizes(): Map<string, number>;
  /** Drops expired messages. */
  prune(): void;
};

/** A topic's oldest messages go first beyond this; a dev relay should never hold that many. */
const MAX_MESSAGES_PER_TOPIC = 1000;

export function createMailbox({ now = Date.now }: { now?: () => number } = {}): Mailbox {
  const topics = new Map<string, StoredMessage[]>();

  const live = (topic: string): StoredMessage[] => {
    const held = topics.get(topic);
    if (!held) return [];
    const at = now();
    const kept = held.filter((message) => message.expiresAt > at);
    if (kept.length === 0) topics.delete(topic);
    else if (kept.length !== held.length) topics.set(topic, kept);
    return kept;
  };

  return {
    put(input) {
      const held = live(input.topic);
      const same = held.find((stored) => stored.message === input.message);
      if (same) return same;
      const publishedAt = now();
      const stored: StoredMessage = {
        topic: input.topic,
        message: input.message,
        publishedAt,
        attestation: input.attestation ?? '',
        ...(input.tag === undefined ? {} : { tag: input.tag }),
        expiresAt: publishedAt + input.ttl * 1000,
        publisher: input.publisher,
        acknowledged: new Set(),
      };
      topics.set(input.topic, [...held, stored].slice(-MAX_MESSAGES_PER_TOPIC));
      return stored;
    },
    pendingFor(topic, clientId) {
      return live(topic).filter((stored) => stored.publisher !== clientId && !stored.acknowledged.has(clientId));
    },
    acknowledge(message, clientId) {
      message.acknowledged.add(clientId);
    },
    sizes() {
      const sizes = new Map<string, number>();
      for (const topic of [...topics.keys()]) {
        const count = live(topic).length;
        if (count > 0) sizes.set(topic, count);
      }
      return sizes;
    },
    prune() {
      for (const topic of [...topics.keys()]) live(topic);
    },
  };
}
