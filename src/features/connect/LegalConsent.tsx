import { useAtom } from 'jotai/react';
import { formatElements } from '../../ui/i18n/formatElements.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { type LegalLinks, legalConsentAtom } from './legalLinks.ts';
import { LegalText } from './LegalText.tsx';

export const LEGAL_HINT_ID = 'airlock-legal-hint';

/**
 * The consent box of the `legalCheckbox` feature. Until it is ticked the connect options are disabled; the hint
 * (a live region the options point at with aria-describedby) says why, and falls silent once ticked.
 */
export function LegalConsent({ links }: { links: LegalLinks }) {
  const t = useT();
  const [consented, setConsented] = useAtom(legalConsentAtom);
  return (
    <div className="legal">
      <label className="legal-check">
        <input type="checkbox" checked={consented} onChange={(event) => setConsented(event.target.checked)} data-autofocus="" />
        <span>{formatElements(t('legal.agree'), { links: <LegalText links={links} /> })}</span>
      </label>
      <p className="muted legal-hint" id={LEGAL_HINT_ID} role="status">
        {consented ? '' : t('legal.hint')}
      </p>
    </div>
  );
}

/** Without the consent feature: the host's links as a footer line. */
export function LegalFooter({ links }: { links: LegalLinks }) {
  const t = useT();
  return <p className="muted legal">{formatElements(t('legal.footer'), { links: <LegalText links={links} /> })}</p>;
}
