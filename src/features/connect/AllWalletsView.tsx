import { useVirtualizer } from '@tanstack/react-virtual';
import { useAtomValue } from 'jotai/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { certifiedOnlyAtom, connectListsAtom, directoryPagesAtom, directorySearchAtom } from '../../atoms/directory.ts';
import { useServices } from '../../atoms/hooks.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { injectedWalletsAtom } from '../../atoms/wallets.ts';
import { LIMITS } from '../../core/constants.ts';
import { isRightToLeft } from '../../core/i18n/locales.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { addStyles } from '../../ui/theme/styles.ts';
import { useSelectWallet } from './DirectoryRows.tsx';
import { LEGAL_HINT_ID, LegalConsent } from './LegalConsent.tsx';
import { useLegalGate } from './useLegalGate.ts';
import { allWalletsList } from './walletLists.ts';
import { WalletRow } from './WalletRow.tsx';
import { ErrorRetry } from '../../ui/ErrorRetry/ErrorRetry.tsx';
import { CertifiedSwitch } from './CertifiedSwitch.tsx';
import { CertifiedName, isCertified } from './CertifiedBadge.tsx';

addStyles(/* css */ `
.search-row { display: flex; align-items: center; gap: 8px; }
.search-box { flex: 1; min-width: 0; width: 100%; min-height: 44px; padding: 0 12px; border-radius: var(--airlock-border-radius); border: 1px solid var(--a-border); background: var(--a-bg-2); }
.search-box::placeholder { color: var(--a-fg-2); }
.wallet-scroll { height: 420px; max-height: 60vh; overflow-y: auto; margin-top: 10px; overscroll-behavior: contain; }
/* A grid of COLUMNS tiles per row; each li is placed by its row's offset and its column. The list's height
   counts the last row's gap too, so the last row is never clipped at the bottom. */
.wallet-list { position: relative; list-style: none; margin: 0; padding: 0; width: 100%; }
/* A search's results rendered during the SPEC's wait, revealed when it ends (not laid over the spinner). */
.wallet-list[aria-hidden="true"] { visibility: hidden; overflow: hidden; }
.wallet-list > li { position: absolute; top: 0; inset-inline-start: 0; width: 25%; height: 100px; padding: 0 3px; }
.wallet-list .row { height: 100%; min-height: 0; flex-direction: column; justify-content: center; gap: 6px; padding: 8px 4px; font-size: 12px; }
.wallet-list .row .name { flex: none; width: 100%; text-align: center; }
.wallet-list .row .tag { padding: 1px 6px; font-size: 10px; }
.list-status { display: flex; align-items: center; justify-content: center; gap: 10px; padding: 12px 0 0; }
.list-status[role="alert"] { flex-direction: column; text-align: center; }
`);

/** Wallets per grid row. */
const COLUMNS = 4;
/** Tile height (100) plus the gap between rows (6). */
const ROW = 106;
/** Load the next page when the last visible wallet is this close to the end. */
const PREFETCH_WALLETS = 12;

/**
 * AllWallets: the whole directory as a grid of four tiles a row, 40 at a time as the list scrolls (appended,
 * de-duplicated), with search through the API. Virtualised by rows, so thousands of wallets cost the DOM of a
 * screenful.
 * A failed page (429, 5xx) shows a message and "Try again"; the wallets already loaded stay.
 */
export function AllWalletsView({ onSelectInjected }: { onSelectInjected: (uuid: string) => void }) {
  const t = useT();
  const services = useServices();
  const directory = services.directory;
  const pages = useAtomValue(directoryPagesAtom);
  const search = useAtomValue(directorySearchAtom);
  const featured = useAtomValue(connectListsAtom).featured;
  const custom = useAtomValue(optionsAtom)?.customWallets;
  const injected = useAtomValue(injectedWalletsAtom);
  const certifiedOnly = useAtomValue(certifiedOnlyAtom);
  const select = useSelectWallet(onSelectInjected);
  const { links, asksConsent, locked } = useLegalGate();
  const [text, setText] = useState(search.query);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // Focus goes to the search box, or, while the wallets wait for consent, to the consent box (as in Connect).
  useAutofocus(rootRef);
  // Once per visit: load the first page unless it is there already.
  const firstVisit = pages.page === 0 && pages.status !== 'loading';
  useEffect(() => {
    if (firstVisit) void directory?.loadNextPage();
    return () => directory?.setSearch('');
  }, [directory]); // eslint-disable-line react-hooks/exhaustive-deps

  const searching = text.trim() !== '';
  // The app's custom wallets follow the featured ones (connector order), and match a search by name. Certified only
  // lists the directory's answer alone, as AppKit does: the app's own wallets carry no badge.
  const wallets = useMemo(() => {
    const own = certifiedOnly ? [] : [...featured, ...(custom ?? [])];
    if (!searching) return allWalletsList(own, pages.wallets);
    const query = search.resultsFor.trim().toLowerCase();
    const matches = query && !certifiedOnly ? (custom ?? []).filter((w) => w.name.toLowerCase().includes(query)) : [];
    return allWalletsList(matches, search.results);
  }, [searching, search.results, search.resultsFor, featured, custom, pages.wallets, certifiedOnly]);
  const installed = useMemo(() => new Set(injected.map((i) => i.rdns)), [injected]);

  // Virtualised by grid rows: only the rows near the viewport have their tiles in the DOM.
  const virtualizer = useVirtualizer({
    count: Math.ceil(wallets.length / COLUMNS),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW,
    overscan: 2,
  });
  // A new result list starts at its top: left at an old, deeper offset it would paint empty until the
  // browser clamps the scroll and the virtualiser catches up a frame or two later.
  const listKey = `${searching ? `search:${search.resultsFor}` : 'all'}:${certifiedOnly}`;
  useLayoutEffect(() => {
    if (scrollRef.current && scrollRef.current.scrollTop !== 0) virtualizer.scrollToOffset(0);
  }, [listKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = virtualizer.getVirtualItems();
  const items = rows.flatMap((row) =>
    Array.from({ length: COLUMNS }, (_, column) => ({ index: row.index * COLUMNS + column, column, start: row.start })).filter(
      (item) => item.index < wallets.length,
    ),
  );
  const last = items[items.length - 1]?.index ?? -1;

  const hasMore = pages.count === null || pages.page * LIMITS.walletsPerPage < pages.count;
  useEffect(() => {
    if (searching || !hasMore || pages.status === 'loading' || pages.status === 'error' || pages.page === 0) return;
    if (last >= wallets.length - PREFETCH_WALLETS) void directory?.loadNextPage();
  }, [searching, hasMore, pages.status, pages.page, last, wallets.length, directory]);

  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [searching, search.resultsFor, certifiedOnly]);

  // Cells start at the inline start (the right edge, right to left): later columns step towards the inline end.
  const columnStep = isRightToLeft(t.locale) ? -100 : 100;
  const status = searching ? search.status : pages.status;
  const error = searching ? search.error : pages.error;
  const pendingSearch = searching && (search.status === 'loading' || search.resultsFor !== text.trim());
  // The answer is in, the SPEC's 300 ms are not over: its rows are rendered, hidden from eyes and screen readers.
  const prepared = searching && search.status === 'loading' && search.resultsFor === text.trim();

  return (
    <div ref={rootRef}>
      {/* A host can open All Wallets straight away: its wallets wait for the consent box as Connect's do. */}
      {asksConsent ? <LegalConsent links={links} /> : null}
      <div className="search-row">
        <input
          data-autofocus={locked ? undefined : ''}
          type="text"
          enterKeyHint="search"
          className="search-box"
          aria-label={t('all.search')}
          placeholder={t('all.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            directory?.setSearch(event.target.value);
          }}
        />
        <CertifiedSwitch />
      </div>
      <div ref={scrollRef} className="wallet-scroll" data-testid="wallet-scroll">
        <fieldset className="connect-options" disabled={locked} aria-describedby={locked ? LEGAL_HINT_ID : undefined}>
          <ul
            className="wallet-list"
            aria-label={t(searching ? 'all.results' : 'all.list')}
            aria-busy={status === 'loading' || undefined}
            aria-hidden={prepared || undefined}
            style={{ height: prepared ? 0 : virtualizer.getTotalSize() }}
          >
            {items.map((item) => {
              const wallet = wallets[item.index];
              if (!wallet) return null;
              return (
                <li
                  key={wallet.id}
                  aria-setsize={searching ? wallets.length : (pages.count ?? wallets.length)}
                  aria-posinset={item.index + 1}
                  style={{ transform: `translate(${item.column * columnStep}%, ${item.start}px)` }}
                >
                  <WalletRow
                    name={isCertified(wallet) ? <CertifiedName name={wallet.name} /> : wallet.name}
                    imageUrl={directory?.imageUrl(wallet)}
                    tag={wallet.rdns && installed.has(wallet.rdns) ? t('connect.installed') : undefined}
                    onSelect={() => select(wallet)}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
        {status === 'error' && error ? (
          <ErrorRetry className="list-status" message={t.text(error)} onRetry={() => void directory?.retry()} />
        ) : pendingSearch || (!searching && status === 'loading') ? (
          <div className="list-status">
            <Spinner label={t(searching ? 'all.searching' : 'all.loading')} />
          </div>
        ) : searching && search.status === 'ready' && wallets.length === 0 ? (
          <p className="list-status muted" role="status">
            {t('all.none')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
