import { useAtomValue } from 'jotai/react';
import { certifiedOnlyAtom } from '../../atoms/directory.ts';
import { useServices } from '../../atoms/hooks.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { WalletConnectIcon } from '../../ui/icons/icons.tsx';
import { addStyles } from '../../ui/theme/styles.ts';

addStyles(/* css */ `
.certified-switch { display: flex; align-items: center; gap: 6px; flex: none; color: var(--a-fg-2); cursor: pointer; }
.certified-switch input { appearance: none; position: relative; margin: 0; width: 36px; height: 22px; border-radius: 11px; background: var(--a-border); cursor: pointer; transition: background 150ms; }
.certified-switch input::before { content: ''; position: absolute; top: 3px; inset-inline-start: 3px; width: 16px; height: 16px; border-radius: 50%; background: #fff; transition: inset-inline-start 150ms; }
.certified-switch input:checked { background: var(--airlock-accent); }
.certified-switch input:checked::before { inset-inline-start: 17px; }
`);

/**
 * All Wallets' "certified only" switch (AppKit's certified switch beside the search): a native checkbox with the
 * switch role, so Space toggles it and it is said as on or off. Turning it on says so in a toast with WalletConnect's
 * mark, as AppKit does.
 */
export function CertifiedSwitch() {
  const t = useT();
  const { directory, toaster } = useServices();
  const on = useAtomValue(certifiedOnlyAtom);
  return (
    <label className="certified-switch" title={t('all.certified')}>
      <WalletConnectIcon />
      <input
        type="checkbox"
        role="switch"
        checked={on}
        aria-checked={on}
        onChange={(event) => {
          const next = event.target.checked;
          directory?.setCertifiedOnly(next);
          if (next) toaster.showSuccess(t('all.certified'), { svg: { icon: 'walletConnect', color: 'var(--airlock-accent)' } });
        }}
      />
      <span className="visually-hidden">{t('all.certified')}</span>
    </label>
  );
}
