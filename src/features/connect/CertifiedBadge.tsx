import { useT } from '../../ui/i18n/useT.ts';
import { WalletConnectIcon } from '../../ui/icons/icons.tsx';
import { addStyles } from '../../ui/theme/styles.ts';
import type { DirectoryWallet } from '../../atoms/directory.ts';

addStyles(/* css */ `
.row .name:has(> .certified-badge) { display: flex; align-items: center; justify-content: center; gap: 2px; }
.certified-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.certified-badge { display: inline-flex; flex: none; color: var(--airlock-accent); }
.certified-badge svg { width: 14px; height: 14px; }
`);

/** Whether the directory marks a wallet as WalletConnect certified (AppKit's `badge_type`). */
export const isCertified = (wallet: Pick<DirectoryWallet, 'badge_type'>) => wallet.badge_type === 'certified';

/**
 * A certified wallet's name in All Wallets: WalletConnect's mark after it, as AppKit's grid shows it. The mark is an
 * image named 'WalletConnect certified', so the wallet's button is read as its name and the badge.
 */
export function CertifiedName({ name }: { name: string }) {
  const t = useT();
  const label = t('all.certifiedBadge');
  return (
    <>
      <span className="certified-name">{name}</span>
      <span className="certified-badge" role="img" aria-label={label} title={label}>
        <WalletConnectIcon />
      </span>
    </>
  );
}
