import { useAtomValue, useStore } from 'jotai/react';
import { useCallback, useEffect, useMemo } from 'react';
import { connectListsAtom, isMobileAtom, type DirectoryWallet } from '../../atoms/directory.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { useServices } from '../../atoms/hooks.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { injectedWalletsAtom } from '../../atoms/wallets.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { browserWalletsDiscoveredAtom } from './discovered.ts';
import { connectWalletLists, formatWalletCount, showAllWalletsRow, type ConnectWalletLists, type RecentWallet } from './walletLists.ts';
import { WalletRow } from './WalletRow.tsx';

/** Directory connector types the Connect view lists (SPEC section 9's connector order). */
export type DirectoryRowType = 'walletConnect' | 'recent' | 'featured' | 'custom' | 'recommended';

/**
 * Picks a wallet: an installed one (same rdns as a browser wallet) goes to the browser-wallet connect,
 * any other to the WalletConnect view for that wallet. Before the browser wallets have been asked for (a fast
 * click while the wallet actions still load), a wallet with an rdns waits for their answer: it may be installed.
 */
export function useSelectWallet(onSelectInjected: (uuid: string) => void) {
  const services = useServices();
  const store = useStore();
  return useCallback(
    (wallet: Pick<DirectoryWallet, 'id' | 'rdns'>) => {
      const decide = () => {
        const installed = wallet.rdns ? store.get(injectedWalletsAtom).find((i) => i.rdns === wallet.rdns) : undefined;
        if (installed) onSelectInjected(installed.uuid);
        else services.push('ConnectingWalletConnect', { walletId: wallet.id });
      };
      if (!wallet.rdns || store.get(browserWalletsDiscoveredAtom)) return decide();
      const stop = store.sub(browserWalletsDiscoveredAtom, () => {
        if (!store.get(browserWalletsDiscoveredAtom)) return;
        stop();
        decide();
      });
    },
    [store, onSelectInjected, services],
  );
}

/** The Connect view's recent, featured and recommended wallets, loaded once per instance. */
export function useConnectWalletLists(): ConnectWalletLists & { count: number | null } {
  const services = useServices();
  const lists = useAtomValue(connectListsAtom);
  const injected = useAtomValue(injectedWalletsAtom);
  const options = useAtomValue(optionsAtom);
  useEffect(() => {
    void services.directory?.loadConnectLists();
  }, [services]);
  const recent = useMemo<RecentWallet[]>(() => services.storage.get(STORAGE_KEYS.recentWallets) ?? [], [services]);
  return useMemo(() => {
    const installedRdns = new Set(injected.map((i) => i.rdns));
    const computed = connectWalletLists({
      recent,
      featured: lists.featured,
      recommended: lists.recommended,
      installedRdns,
      excludeIds: options?.excludeWalletIds,
    });
    return { ...computed, count: lists.count };
  }, [recent, lists, injected, options]);
}

/** The rows of one directory connector type, as list items. */
export function DirectoryRows({
  type,
  lists,
  onSelectInjected,
}: {
  type: DirectoryRowType;
  lists: ConnectWalletLists;
  onSelectInjected: (uuid: string) => void;
}) {
  const t = useT();
  const services = useServices();
  const options = useAtomValue(optionsAtom);
  const select = useSelectWallet(onSelectInjected);
  if (type === 'walletConnect') {
    if (options?.enableWalletConnect === false) return null;
    return (
      <li>
        <WalletRow
          name="WalletConnect"
          imageUrl={undefined}
          tag={t('connect.qrCode')}
          onSelect={() => services.push('ConnectingWalletConnect')}
        />
      </li>
    );
  }
  if (type === 'custom') {
    // The app's own wallets (options.customWallets): always through the WalletConnect view.
    return (
      <>
        {(options?.customWallets ?? []).map((wallet) => (
          <li key={`custom-${wallet.id}`}>
            <WalletRow
              name={wallet.name}
              imageUrl={wallet.image_url}
              onSelect={() => services.push('ConnectingWalletConnect', { walletId: wallet.id })}
            />
          </li>
        ))}
      </>
    );
  }
  const wallets: RecentWallet[] = lists[type];
  const tag = type === 'recent' ? t('connect.recent') : undefined;
  return (
    <>
      {wallets.map((wallet) => (
        <li key={`${type}-${wallet.id}`}>
          <WalletRow name={wallet.name} imageUrl={services.directory?.imageUrl(wallet)} tag={tag} onSelect={() => select(wallet)} />
        </li>
      ))}
    </>
  );
}

/** "All Wallets" with the directory's count, when features and options allow it. */
export function AllWalletsRow({ count, onWarm }: { count: number | null; onWarm?: () => void }) {
  const t = useT();
  const services = useServices();
  const features = useAtomValue(featuresAtom);
  const options = useAtomValue(optionsAtom);
  const mobile = useAtomValue(isMobileAtom);
  if (!showAllWalletsRow(features.allWallets, options?.allWallets ?? 'SHOW', mobile)) return null;
  return (
    <li>
      <WalletRow
        name={t('view.AllWallets')}
        imageUrl={undefined}
        tag={count !== null && count > 0 ? formatWalletCount(count) : undefined}
        onSelect={() => services.push('AllWallets')}
        onWarm={onWarm}
      />
    </li>
  );
}
