import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { nftsAtom } from '../../atoms/nfts.ts';
import { ErrorRetry } from '../../ui/ErrorRetry/ErrorRetry.tsx';
import { Logo } from '../../ui/Image/Logo.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { addStyles } from '../../ui/theme/styles.ts';

addStyles(/* css */ `
.nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; }
.nft-card { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.nft-card .logo { width: 100%; height: auto; aspect-ratio: 1; border-radius: var(--airlock-border-radius); }
.nft-card .glyph { font-size: 22px; }
/* Two lines, so a long name keeps its token number ("Airlock Collectibles #13"). */
.nft-name { font-size: 13px; font-weight: 600; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow-wrap: anywhere; }
.nft-collection { font-size: 12px; color: var(--a-fg-2); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`);

/**
 * The NFTs tab: the connected account's NFTs on the active network as a grid of images with their names
 * and collections, or "No NFTs yet". Fetched whenever the tab opens, so a token received meanwhile shows.
 * Images load lazily, so a long collection costs only the rows scrolled to.
 */
export function NftGrid() {
  const t = useT();
  const { nfts: services } = useServices();
  const state = useAtomValue(nftsAtom);
  const connection = useAtomValue(activeConnectionAtom);
  const network = useAtomValue(activeNetworkAtom);

  useEffect(() => {
    void services?.load();
  }, [services, connection.address, network?.caipNetworkId]);

  const account = network && connection.address ? `${network.caipNetworkId}:${connection.address}` : null;
  const nfts = state.account === account ? state.nfts : [];
  if (nfts.length === 0) {
    if (state.status === 'unavailable') return <p className="muted center">{t('nfts.unavailable')}</p>;
    if (state.status === 'error') return <ErrorRetry message={t('nfts.error')} onRetry={() => void services?.load()} />;
    if (state.status === 'ready' && state.account === account) return <p className="muted center">{t('nfts.none')}</p>;
    return (
      <div className="center">
        <Spinner label={t('nfts.loading')} />
      </div>
    );
  }
  return (
    <ul className="nft-grid" aria-label="NFTs" aria-busy={state.status === 'loading' || undefined}>
      {nfts.map((nft) => (
        <li key={`${nft.chainId}:${nft.contractAddress}:${nft.tokenId}`} className="nft-card" data-testid="nft">
          <Logo src={nft.imageUrl} size={96} fallback={nft.collection.symbol?.slice(0, 1) ?? '?'} lazy />
          <span className="nft-name" title={nft.name}>
            {nft.name}
          </span>
          <span className="nft-collection" title={nft.collection.name}>
            {nft.collection.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
