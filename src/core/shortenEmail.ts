/** SPEC section 9: an e-mail label over 30 characters is shortened with an ellipsis. */
export const EMAIL_LABEL_MAX = 30;

/**
 * Shortens an e-mail label to at most `max` characters with one ellipsis (…). The part before the `@` gives way
 * first, so the domain (which tells two addresses apart most often) stays whole while it can.
 */
export function shortenEmail(email: string, max = EMAIL_LABEL_MAX): string {
  if (email.length <= max) return email;
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? email.slice(at) : '';
  // Keep at least 4 characters of the name; a domain too long for that is cut in the middle instead.
  if (domain.length + 1 + 4 <= max) return `${email.slice(0, max - domain.length - 1)}…${domain}`;
  const head = Math.ceil((max - 1) / 2);
  return `${email.slice(0, head)}…${email.slice(email.length - (max - 1 - head))}`;
}
