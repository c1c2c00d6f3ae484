import * as z from 'zod/mini';
import { webUrlSchema } from '../frame/primitives.ts';

/** The page-URL parameter a Telegram login redirects back with (Telegram logs in by redirect, not by popup). */
export const TELEGRAM_RESULT_PARAM = 'result_uri';

export type TelegramResult =
  /** The page URL without the parameter, for history.replaceState. */
  { found: true; cleanUrl: string; error?: string } | { found: false };

/**
 * Reads a Telegram social-login result from the page URL (SPEC section 8: its errors are logged and the result
 * parameter removed). The secure site's answer is an http(s) address whose query
 * says `error` (and maybe `error_description`) when the login failed. The parameter is user input: anything not a web address counts as an error, never a throw.
 */
export function readTelegramResult(pageUrl: string): TelegramResult {
  const url = new URL(pageUrl);
  const raw = url.searchParams.get(TELEGRAM_RESULT_PARAM);
  if (raw === null) return { found: false };
  url.searchParams.delete(TELEGRAM_RESULT_PARAM);
  const cleanUrl = url.toString();
  const parsed = z.safeParse(webUrlSchema, raw);
  if (!parsed.success) return { found: true, cleanUrl, error: 'malformed result URI' };
  const result = new URL(parsed.data).searchParams;
  const error = result.get('error_description') || result.get('error');
  return error ? { found: true, cleanUrl, error } : { found: true, cleanUrl };
}
