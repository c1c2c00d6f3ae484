import { useAtom } from 'jotai/react';
import { type LegalLinks, legalConsentAtom } from './legalLinks.ts';
import { LegalText } from './LegalText.tsx';

export const LEGAL_HINT_ID = 'airlock-legal-hint';

/**
 * The consent box of the `legalCheckbox` feature. Until it is ticked the connect options are disabled; the hint
 * (a live region the options point at with aria-describedby) says why, and falls silent once ticked.
 */
export function LegalConsent({ links }: { links: LegalLinks }) {
  const [consented, setConsented] = useAtom(legalConsentAtom);
  return (
    <div className="legal">
      <label className="legal-check">
        <input type="checkbox" checked={consented} onChange={(event) => setConsented(event.target.checked)} data-autofocus="" />
        <span>
          I agree to the <LegalText links={links} />
        </span>
      </label>
      <p className="muted legal-hint" id={LEGAL_HINT_ID} role="status">
        {consented ? '' : 'Agree to the terms above to connect a wallet.'}
      </p>
    </div>
  );
}

/** Without the consent feature: the host's links as a footer line. */
export function LegalFooter({ links }: { links: LegalLinks }) {
  return (
    <p className="muted legal">
      By connecting your wallet, you agree to the <LegalText links={links} />.
    </p>
  );
}
