import type { LegalLinks } from './legalLinks.ts';

const link = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noreferrer">
    {text}
  </a>
);

/** "Terms of Service and Privacy Policy", each a link, or the one the host gave. */
export function LegalText({ links }: { links: LegalLinks }) {
  return (
    <>
      {links.terms ? link(links.terms, 'Terms of Service') : null}
      {links.terms && links.privacy ? ' and ' : null}
      {links.privacy ? link(links.privacy, 'Privacy Policy') : null}
    </>
  );
}
