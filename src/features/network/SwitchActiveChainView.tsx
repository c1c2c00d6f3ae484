import { useState } from 'react';
import { useServices } from '../../atoms/hooks.ts';
import type { SwitchActiveChainData } from '../../atoms/router.ts';
import { useT } from '../../ui/i18n/useT.ts';

/**
 * SwitchActiveChain: the wallet is connected on the current namespace but not on the target's. Confirming
 * makes the target active and goes on to the view it names (usually Connect, to connect a wallet there).
 */
export function SwitchActiveChainView({ data }: { data: SwitchActiveChainData | undefined }) {
  const t = useT();
  const { wallet, push, replace } = useServices();
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const { switchToChain, navigateTo, navigateWithReplace } = data;
  return (
    <div className="center">
      <span className="glyph large" aria-hidden="true">
        {switchToChain.name.slice(0, 1)}
      </span>
      <p className="title-text">{t('network.switchTo', { name: switchToChain.name })}</p>
      <p className="muted">{t('network.notSupportedByWallet', { name: switchToChain.name })}</p>
      <button
        type="button"
        className="button wide"
        data-autofocus=""
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void wallet.switchNetwork(switchToChain, { confirmed: true }).then((ok) => {
            setBusy(false);
            if (ok) (navigateWithReplace ? replace : push)(navigateTo);
          });
        }}
      >
        {t('network.switchButton')}
      </button>
    </div>
  );
}
