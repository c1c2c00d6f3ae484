import { atom } from 'jotai/vanilla';

/** The host's legal documents, as links the modal may show (http and https only: an option is not a script). */
export type LegalLinks = { terms?: string; privacy?: string };

const webUrl = (value: string | undefined) => (value && /^https?:\/\//i.test(value) ? value : undefined);

export function legalLinks(options: { termsConditionsUrl?: string; privacyPolicyUrl?: string } | null | undefined): LegalLinks {
  const terms = webUrl(options?.termsConditionsUrl);
  const privacy = webUrl(options?.privacyPolicyUrl);
  return { ...(terms ? { terms } : {}), ...(privacy ? { privacy } : {}) };
}

export const hasLegalLinks = (links: LegalLinks) => Boolean(links.terms || links.privacy);

/** Whether the visitor ticked the consent box: kept for the instance, so All Wallets and back do not ask again. */
export const legalConsentAtom = atom(false);
