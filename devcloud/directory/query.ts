/**
 * `getWallets` filtering and paging over the directory, as Reown's explorer does it:
 * filters first (include, exclude, chains, search, badge), then the 1-based page; `count`
 * is the size of the filtered set, not of the page.
 */
import type { DirectoryWallet } from './generate.ts';

export type WalletQuery = {
  page: number;
  entries: number;
  /** Only these ids (directory order is kept). */
  include?: string[];
  exclude?: string[];
  /** CAIP-2 chain ids; a wallet matches if it supports any of them. */
  chains?: string[];
  /** Case-insensitive substring of the name. */
  search?: string;
  badge_type?: string;
};

export function queryWallets(wallets: readonly DirectoryWallet[], query: WalletQuery) {
  const include = query.include ? new Set(query.include) : undefined;
  const exclude = new Set(query.exclude ?? []);
  const chains = query.chains ? new Set(query.chains) : undefined;
  const search = query.search?.trim().toLowerCase();

  const matches = wallets.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!chains || w.chains.some((chain) => chains.has(chain))) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (!query.badge_type || w.badge_type === query.badge_type),
  );
  const start = (query.page - 1) * query.entries;
  return { count: matches.length, data: matches.slice(start, start + query.entries) };
}
