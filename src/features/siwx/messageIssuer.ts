import * as z from 'zod/mini';
import type { SiwxMessage, SiwxMessageInput, SiwxMessageSettings, SiwxSession } from '../../core/siwx.ts';
import type { TypedStorage } from '../../core/storage/storage.ts';
import { INVALID_MESSAGE, SiwxError } from './errors.ts';
import { createNonce, formatSiwxMessage, isInForce, toSiwxMessage } from './message.ts';
import { siwxSessionSchema } from './schemas.ts';
import { SIWX_KEYS } from './storageKeys.ts';

/** What a verifier says in the messages it hands out. */
export type MessageSettings = SiwxMessageSettings;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Hands out sign-in messages, each with a fresh nonce (kept under the SPEC's sign-in nonce key), and checks a signed
 * session against the last one: its nonce, this site's domain, the exact text of its fields, and its times. The
 * signature itself is the verifier's to check.
 */
export function createMessageIssuer(storage: TypedStorage, settings: MessageSettings, now: () => number) {
  const domain = settings.domain ?? location.host;
  const uri = settings.uri ?? location.origin;

  function createMessage(input: SiwxMessageInput): SiwxMessage {
    const nonce = createNonce();
    storage.set(SIWX_KEYS.nonce, nonce);
    const issuedAt = now();
    return toSiwxMessage({
      accountAddress: input.accountAddress,
      chainId: input.chainId,
      domain,
      uri,
      version: '1',
      nonce,
      ...(settings.statement ? { statement: settings.statement } : {}),
      issuedAt: new Date(issuedAt).toISOString(),
      expirationTime: new Date(issuedAt + (settings.expiresInMs ?? WEEK_MS)).toISOString(),
    });
  }

  /** The session, parsed, when it answers the message handed out; throws 'Invalid sign-in message' otherwise. */
  function checkSession(input: SiwxSession): SiwxSession {
    const parsed = z.safeParse(siwxSessionSchema, input);
    if (!parsed.success) throw new SiwxError(INVALID_MESSAGE, { details: 'the session does not have the expected shape' });
    const session = parsed.data;
    const { data } = session;
    const problem =
      data.nonce !== storage.get(SIWX_KEYS.nonce)
        ? 'its nonce is not the one handed out'
        : data.domain !== domain
          ? `it is for ${data.domain}`
          : session.message !== formatSiwxMessage(data)
            ? 'its text does not match its fields'
            : !isInForce(data, now())
              ? 'it is expired or not yet valid'
              : undefined;
    if (problem) throw new SiwxError(INVALID_MESSAGE, { details: problem });
    return session;
  }

  /** The nonce is spent once its session is accepted. */
  const spendNonce = () => storage.remove(SIWX_KEYS.nonce);

  return { domain, createMessage, checkSession, spendNonce };
}
