/**
 * HTML for the secure site's pages. No inline script or style anywhere: pages load
 * `/assets/*.js` and `/assets/pages.css`, and data for scripts travels in attributes.
 */
import type { Context } from 'hono';
import { isRightToLeft, type Locale } from '../../src/core/i18n/locales.ts';

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const text = Array.isArray(value)
      ? value.map((item) => (item instanceof Html ? item.value : escapeHtml(String(item)))).join('')
      : value instanceof Html
        ? value.value
        : escapeHtml(String(value ?? ''));
    out += text + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/**
 * A translated text whose `{name}` placeholder is markup (e.g. a name in <strong>): the words around it are
 * escaped, so a translation places the element where its grammar wants it.
 */
export function htmlAround(text: string, name: string, element: Html): Html {
  return new Html(
    text
      .split(`{${name}}`)
      .map((part) => escapeHtml(part))
      .join(element.value),
  );
}

/** CSP of the dev pages (popup, approvals): own scripts and styles only, never framed. */
export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** A page in `locale` (English by default), laid out right to left for Arabic. */
export function document(options: {
  title: string;
  body: Html;
  script?: 'popup.js';
  head?: Html;
  stylesheet?: boolean;
  locale?: Locale;
}): string {
  const locale = options.locale ?? 'en';
  const stylesheet = options.stylesheet === false ? new Html('') : html`<link rel="stylesheet" href="/assets/pages.css" />`;
  return html`<!doctype html>
    <html lang="${locale}" dir="${isRightToLeft(locale) ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title}</title>
        ${stylesheet}
        ${options.head ?? new Html('')}${options.script ? html`<script src="/assets/${options.script}" defer></script>` : new Html('')}
      </head>
      <body>
        ${options.body}
      </body>
    </html> `.value;
}

export function sendHtml(c: Context, body: string, csp: string, status: 200 | 400 | 404 = 200) {
  return c.body(body, status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
}
