import * as z from 'zod/mini';
import { type SecureMessages, secureEn } from './en.ts';

const text = z.string().check(z.maxLength(1000));
const pluralForm = z.optional(text);
const messageSchema = z.union([
  text,
  z.object({ other: text, zero: pluralForm, one: pluralForm, two: pluralForm, few: pluralForm, many: pluralForm }),
]);

/** Every key of the English catalogue, each a message: a pack fetched by the frame is held to it. */
const packSchema = z.object(Object.fromEntries(Object.keys(secureEn).map((key) => [key, messageSchema])));

/** A secure-site pack as fetched (JSON), or null when it is not one: the page then stays in English. */
export function parseSecurePack(data: unknown): SecureMessages | null {
  const parsed = packSchema.safeParse(data);
  return parsed.success ? (parsed.data as SecureMessages) : null;
}
