import { type ReactNode, useId, useState } from 'react';
import { useT } from '../../ui/i18n/useT.ts';

/**
 * The `collapseWallets` feature's one button, "Continue with a wallet", after e-mail and social: a disclosure
 * (aria-expanded, aria-controls) that shows the wallet list below it. Focus stays on the button, so the next
 * Tab reaches the first wallet; the list (and its directory requests) is rendered only once expanded.
 */
export function WalletsDisclosure({ children }: { children: ReactNode }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  return (
    <div>
      <button
        type="button"
        className="button secondary wide"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded(!expanded)}
      >
        {t('connect.withWallet')}
      </button>
      <div id={regionId} hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </div>
  );
}
