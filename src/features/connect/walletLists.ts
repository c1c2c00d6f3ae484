import type { DirectoryWallet } from '../../atoms/directory.ts';
import { LIMITS } from '../../core/constants.ts';

/** A recent wallet as stored (SPEC section 3: at most 2). */
export type RecentWallet = { id: string; name: string; image_id?: string | null; rdns?: string | null };

export type ConnectWalletLists = { recent: RecentWallet[]; featured: DirectoryWallet[]; recommended: DirectoryWallet[] };

/**
 * The Connect view's directory rows, de-duplicated: installed wallets (by rdns) show only in the injected
 * row; each wallet appears once, first in recent, then featured, then recommended (4 at most).
 */
export function connectWalletLists(input: {
  recent: readonly RecentWallet[];
  featured: readonly DirectoryWallet[];
  recommended: readonly DirectoryWallet[];
  installedRdns: ReadonlySet<string>;
  excludeIds?: readonly string[];
}): ConnectWalletLists {
  const excluded = new Set(input.excludeIds ?? []);
  const installed = (w: { rdns?: string | null }) => Boolean(w.rdns && input.installedRdns.has(w.rdns));
  const seen = new Set<string>();
  const take = <T extends { id: string; rdns?: string | null }>(list: readonly T[], max: number) => {
    const out: T[] = [];
    for (const w of list) {
      if (out.length >= max) break;
      if (seen.has(w.id) || excluded.has(w.id) || installed(w)) continue;
      seen.add(w.id);
      out.push(w);
    }
    return out;
  };
  const recent = take(input.recent, LIMITS.recentWallets);
  const featured = take(input.featured, Number.POSITIVE_INFINITY);
  const recommended = take(input.recommended, LIMITS.recommendedWallets);
  return { recent, featured, recommended };
}

/** AllWallets' list: featured first, then the directory pages, each wallet once. */
export function allWalletsList(featured: readonly DirectoryWallet[], pages: readonly DirectoryWallet[]): DirectoryWallet[] {
  const seen = new Set<string>();
  const out: DirectoryWallet[] = [];
  for (const w of [...featured, ...pages]) {
    if (seen.has(w.id)) continue;
    seen.add(w.id);
    out.push(w);
  }
  return out;
}

/** The All Wallets row's count, e.g. "2,990+" for 2,994 (rounded down to tens above 10, as AppKit does). */
export function formatWalletCount(count: number): string {
  if (count <= 10) return String(count);
  // Grouped by hand: the first toLocaleString call loads ICU data, ~15 ms on the first open's path.
  return `${String(Math.floor(count / 10) * 10).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}+`;
}

/** Whether the All Wallets row shows (features.allWallets and options.allWallets, SPEC section 9). */
export function showAllWalletsRow(featureOn: boolean, option: 'SHOW' | 'HIDE' | 'ONLY_MOBILE', mobile: boolean): boolean {
  if (!featureOn || option === 'HIDE') return false;
  return option === 'SHOW' || mobile;
}
