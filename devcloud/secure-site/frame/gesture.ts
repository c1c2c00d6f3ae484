/**
 * Whether a click on Approve was the visitor's own: a trusted event (the browser made it, not
 * a script) while this document has transient user activation. Browsers without the
 * UserActivation API (Safari before 16.4) are judged by the trusted flag alone.
 */
type ActivationSource = { userActivation?: { readonly isActive: boolean } };

export function isVisitorActivation(event: Pick<Event, 'isTrusted'>, navigator: ActivationSource): boolean {
  if (!event.isTrusted) return false;
  const activation = navigator.userActivation;
  return activation === undefined || activation.isActive;
}
