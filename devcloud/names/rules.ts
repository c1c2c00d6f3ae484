/**
 * Account names (SPEC sections 5 and 9): `<label>.reown.id`, or the legacy `<label>.wcn.id`; the label is
 * letters, digits and hyphens, at least 4 characters. Names are case-insensitive and kept in lower case.
 */

/** New registrations take this suffix. */
export const NAME_SUFFIX = '.reown.id';
/** Older names keep this one; they resolve, and block their label, but are not registered any more. */
export const LEGACY_NAME_SUFFIX = '.wcn.id';
export const NAME_SUFFIXES = [NAME_SUFFIX, LEGACY_NAME_SUFFIX] as const;
export type NameSuffix = (typeof NAME_SUFFIXES)[number];

export const LABEL_MIN_LENGTH = 4;
/**
 * Letters, digits and hyphens, at least 4 (SPEC section 5), and a DNS label: no hyphen first or last, at most 63
 * characters (`----xx-` is no name).
 */
export const LABEL_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-]{2,61}[a-zA-Z0-9]$/;
/** The real API's limit on a whole name. */
export const NAME_MAX_LENGTH = 255;

export type ParsedName = { name: string; label: string; suffix: NameSuffix };

/** `Alice.reown.id` → `{ name: 'alice.reown.id', label: 'alice', suffix: '.reown.id' }`; undefined when not a valid name. */
export function parseName(value: string): ParsedName | undefined {
  const name = value.toLowerCase();
  if (name.length > NAME_MAX_LENGTH) return undefined;
  const suffix = NAME_SUFFIXES.find((candidate) => name.endsWith(candidate));
  if (!suffix) return undefined;
  const label = name.slice(0, -suffix.length);
  return LABEL_PATTERN.test(label) ? { name, label, suffix } : undefined;
}

/** Why `value` is not a name, in the words the API answers with. */
export function nameProblem(value: string): string {
  const name = value.toLowerCase();
  const suffix = NAME_SUFFIXES.find((candidate) => name.endsWith(candidate));
  if (!suffix) return `Name must end with ${NAME_SUFFIX} (or the legacy ${LEGACY_NAME_SUFFIX})`;
  if (name.length > NAME_MAX_LENGTH) return `Name must be at most ${NAME_MAX_LENGTH} characters`;
  return `Name must be letters, digits and hyphens (not first or last), ${LABEL_MIN_LENGTH} to 63 characters, before ${suffix}`;
}

/** What a name may carry in its attributes (the text records): a few short ones, never a megabyte. */
export const ATTRIBUTES_MAX = 20;
export const ATTRIBUTE_KEY_MAX_LENGTH = 64;
export const ATTRIBUTE_VALUE_MAX_LENGTH = 1024;
/** The signed registration text `{ name, attributes, timestamp }`: room for the limits above and no more. */
export const REGISTRATION_MESSAGE_MAX_LENGTH = 32_768;
