/**
 * "Sends" an e-mail: into the dev mailbox, and onto stdout so a person can read the code
 * without opening anything (`devcloud mailbox: <email> code <code>`).
 */
import type { Mailbox } from './mailbox.ts';

export type Outbox = {
  sendCode(to: string, subject: string, code: string): void;
  sendLink(to: string, subject: string, link: string): void;
};

export function createOutbox(mailbox: Mailbox, log: (line: string) => void): Outbox {
  return {
    sendCode(to, subject, code) {
      mailbox.deliver({ to, subject, code });
      log(`devcloud mailbox: ${to} code ${code}`);
    },
    sendLink(to, subject, link) {
      mailbox.deliver({ to, subject, link });
      log(`devcloud mailbox: ${to} link ${link}`);
    },
  };
}
