/**
 * The dev mailbox: every e-mail the secure site "sends" (login codes, device links) lands here,
 * so people and tests read it with `GET /__devcloud/mailbox/:email` instead of a real inbox.
 * The same instance is shared by the secure site (which delivers) and the devcloud app on
 * port 4000 (which serves it): create it once and pass it to both.
 */
import { Hono } from 'hono';

export type MailboxMessage = {
  to: string;
  subject: string;
  code?: string;
  link?: string;
  /** ISO 8601 time of delivery. */
  at: string;
};

export type Mailbox = {
  deliver(message: Omit<MailboxMessage, 'at'>): MailboxMessage;
  /** Messages to this address, newest last. */
  list(email: string): MailboxMessage[];
  clear(): void;
};

/** Old messages are dropped past this many per address: a long dev session must not grow forever. */
const PER_ADDRESS_LIMIT = 100;

export function createMailbox(): Mailbox {
  const boxes = new Map<string, MailboxMessage[]>();
  const key = (email: string) => email.trim().toLowerCase();
  return {
    deliver(message) {
      const stored: MailboxMessage = { ...message, at: new Date().toISOString() };
      const box = boxes.get(key(message.to)) ?? [];
      box.push(stored);
      if (box.length > PER_ADDRESS_LIMIT) box.splice(0, box.length - PER_ADDRESS_LIMIT);
      boxes.set(key(message.to), box);
      return stored;
    },
    list: (email) => [...(boxes.get(key(email)) ?? [])],
    clear: () => boxes.clear(),
  };
}

/** `GET /__devcloud/mailbox/:email` → `{ messages }` and `DELETE /__devcloud/mailbox`. */
export function mailboxRoutes(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.get('/__devcloud/mailbox/:email', (c) => c.json({ messages: mailbox.list(c.req.param('email')) }));
  app.delete('/__devcloud/mailbox', (c) => {
    mailbox.clear();
    return c.json({ ok: true });
  });
  return app;
}
