import { formatElements } from '../../ui/i18n/formatElements.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import type { LegalLinks } from './legalLinks.ts';

const link = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noreferrer">
    {text}
  </a>
);

/** "Terms of Service and Privacy Policy", each a link, or the one the host gave. */
export function LegalText({ links }: { links: LegalLinks }) {
  const t = useT();
  const terms = links.terms ? link(links.terms, t('legal.terms')) : null;
  const privacy = links.privacy ? link(links.privacy, t('legal.privacy')) : null;
  if (terms && privacy) return formatElements(t('legal.both'), { terms, privacy });
  return terms ?? privacy;
}
