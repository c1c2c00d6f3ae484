import { useAtomValue } from 'jotai/react';
import { connectListsAtom } from '../../atoms/directory.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { useServices } from '../../atoms/hooks.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { injectedWalletsAtom } from '../../atoms/wallets.ts';
import { ErrorRetry } from '../../ui/ErrorRetry/ErrorRetry.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { WalletIcon } from '../../ui/icons/icons.tsx';
import { AllWalletsRow, DirectoryRows, useConnectWalletLists, type DirectoryRowType } from './DirectoryRows.tsx';

const DIRECTORY_TYPES: readonly string[] = ['walletConnect', 'recent', 'featured', 'custom', 'recommended'] satisfies DirectoryRowType[];

/**
 * The wallet section of Connect, in the connector order of the effective features (SPEC section 9:
 * walletConnect, recent, injected, featured, custom, external, recommended), then "All Wallets".
 */
export function WalletSection({ onSelect, onWarmAllWallets }: { onSelect: (uuid: string) => void; onWarmAllWallets?: () => void }) {
  const t = useT();
  const injected = useAtomValue(injectedWalletsAtom);
  const features = useAtomValue(featuresAtom);
  const lists = useConnectWalletLists();
  const services = useServices();
  const listsStatus = useAtomValue(connectListsAtom).status;
  const projectId = useAtomValue(optionsAtom)?.projectId;
  // Without a project id the directory cannot answer, and the alert already says why.
  const listsFailed = listsStatus === 'error' && Boolean(projectId);
  return (
    <section className="section" aria-labelledby="airlock-wallets-title">
      <h3 className="section-title" id="airlock-wallets-title">
        {t('connect.wallets')}
      </h3>
      <ul className="list">
        {features.connectorTypeOrder.map((type) => {
          if (DIRECTORY_TYPES.includes(type)) {
            return <DirectoryRows key={type} type={type as DirectoryRowType} lists={lists} onSelectInjected={onSelect} />;
          }
          if (type !== 'injected') return null;
          return injected.map((wallet, index) => (
            <li key={wallet.uuid}>
              <button type="button" className="row" onClick={() => onSelect(wallet.uuid)} data-autofocus={index === 0 ? '' : undefined}>
                {wallet.icon ? (
                  <img src={wallet.icon} alt="" />
                ) : (
                  <span className="glyph">
                    <WalletIcon />
                  </span>
                )}
                <span className="name">{wallet.name}</span>
                <span className="tag">{t('connect.installed')}</span>
              </button>
            </li>
          ));
        })}
        {/* The directory failed or timed out: the other rows stay, and the visitor can ask again. */}
        {listsFailed ? (
          <li>
            <ErrorRetry message={t('connect.listFailed')} onRetry={() => void services.directory?.loadConnectLists()} />
          </li>
        ) : null}
        <AllWalletsRow count={lists.count} onWarm={onWarmAllWallets} />
      </ul>
    </section>
  );
}
