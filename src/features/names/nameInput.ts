import { NAME_LABEL_PATTERN } from '../../core/api/profile.ts';

/** New names take this suffix (SPEC section 9; the legacy `.wcn.id` is no longer registered). */
export const NAME_SUFFIX = '.reown.id';
/** The suggestions API's zone for new names. */
export const NAME_ZONE = 'reown.id';

/** The label as typed: trimmed, a pasted `.reown.id` left off. */
export function labelOf(input: string): string {
  const text = input.trim();
  return text.toLowerCase().endsWith(NAME_SUFFIX) ? text.slice(0, -NAME_SUFFIX.length) : text;
}

/** The SPEC section 5 rule: letters, digits and hyphens only, at least 4 characters. */
export const isValidLabel = (label: string) => NAME_LABEL_PATTERN.test(label);

/** `Alice` → `alice.reown.id`: names are kept in lower case. */
export const fullNameOf = (label: string) => `${label.toLowerCase()}${NAME_SUFFIX}`;

/** What the wallet signs to register (SPEC section 7): the name, its attributes and the time in seconds, as JSON. */
export function registrationMessage(name: string, timestampSeconds: number, attributes: Record<string, string> = {}): string {
  return JSON.stringify({ name, attributes, timestamp: timestampSeconds });
}
