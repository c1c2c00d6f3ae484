import { en, type MessageKey } from './en.ts';
import type { Params } from './translate.ts';

/**
 * Catalogue messages with a value in them that actions and alerts also write in English (a countdown, an origin, a
 * token amount): `t.text` recognises them, value and all, to say them in the modal's language. Opt-in, so a loose
 * message such as '{terms} and {privacy}' never claims an unrelated text. Keys of the modal's own English (en.ts):
 * alerts and toasts show before any feature view has brought the rest.
 */
const TEMPLATE_KEYS: readonly (keyof typeof en)[] = [
  'balance.retryAfter',
  'names.error.register',
  'alert.invalidAppConfiguration.long',
  'alert.serverError.long',
  'alert.networkNotFound.long',
  'alert.originNotAllowed',
  'toast.sent',
  'toast.swapped',
  'toast.bought',
  'toast.viewOn',
  'toast.unsupportedMethod',
];

type Template = { key: MessageKey; pattern: RegExp; names: string[] };

let templates: Template[] | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Sent {amount}' → /^Sent (.+?)$/; `{count}` takes digits only, so a plural's English forms match their numbers. */
function compile(key: MessageKey, text: string): Template {
  const names: string[] = [];
  const parts = text.split(/\{(\w+)\}/).map((part, i) => {
    if (i % 2 === 0) return escapeRegExp(part);
    names.push(part);
    return part === 'count' ? '(\\d+)' : '(.+?)';
  });
  return { key, pattern: new RegExp(`^${parts.join('')}$`), names };
}

/** The catalogue key and values of an English text built from one of the templates, if it is one. */
export function matchTemplate(english: string): { key: MessageKey; params: Params } | undefined {
  templates ??= TEMPLATE_KEYS.flatMap((key) => {
    const message = en[key];
    return (typeof message === 'string' ? [message] : Object.values(message)).map((text) => compile(key, text));
  });
  for (const { key, pattern, names } of templates) {
    const match = pattern.exec(english);
    if (!match) continue;
    const params: Params = {};
    names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      params[name] = name === 'count' ? Number(value) : value;
    });
    return { key, params };
  }
  return undefined;
}
