import * as z from 'zod/mini';
import type { HttpClient, Query } from './http.ts';

/** A wallet of the provider's directory (SPEC section 3, "Wallet (directory)"). */
export const directoryWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  image_id: z.optional(z.nullable(z.string())),
  image_url: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
  homepage: z.optional(z.nullable(z.string())),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  chains: z.optional(z.nullable(z.array(z.string()))),
  badge_type: z.optional(z.nullable(z.string())),
});
export type DirectoryWallet = z.infer<typeof directoryWalletSchema>;

/** `GET /getWallets`'s envelope; entries are checked one by one so one bad wallet can't hide the page. */
const getWalletsResponseSchema = z.object({
  count: z.number().check(z.nonnegative()),
  data: z.array(z.unknown()),
});

export type WalletsQuery = {
  /** 1-based page. */
  page: number;
  entries: number;
  include?: readonly string[];
  exclude?: readonly string[];
  /** CAIP-2 network ids; a wallet matches when it supports any of them. */
  chains?: readonly string[];
  search?: string;
  badge_type?: 'certified' | 'none';
};

export type WalletsPage = { count: number; data: DirectoryWallet[]; dropped: number };

/**
 * Explorer ids kept on mobile even without a mobile link (SPEC section 7): Coinbase, and for Solana
 * Phantom and Solflare.
 */
export const MOBILE_ALWAYS_WALLET_IDS: readonly string[] = [
  'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
  'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
  '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
];

/** On mobile only wallets with a mobile link are kept, plus the three known ones. */
export function filterForMobile(wallets: readonly DirectoryWallet[]): DirectoryWallet[] {
  return wallets.filter((w) => Boolean(w.mobile_link) || MOBILE_ALWAYS_WALLET_IDS.includes(w.id));
}

/** Whether a user agent is a phone or tablet browser. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}

const list = (ids: readonly string[] | undefined) => (ids && ids.length > 0 ? ids.join(',') : undefined);

/** The query string of a getWallets call; empty lists are left out. */
export function walletsQueryParams(query: WalletsQuery): Query {
  return {
    page: query.page,
    entries: query.entries,
    include: list(query.include),
    exclude: list(query.exclude),
    chains: list(query.chains),
    search: query.search?.trim() || undefined,
    badge_type: query.badge_type,
  };
}

/**
 * `GET /getWallets` (SPEC section 7): one page of the directory. Malformed entries are dropped (and
 * counted); a malformed envelope or a failed call rejects with an ApiError carrying the status.
 */
export async function fetchWallets(api: HttpClient, query: WalletsQuery, options: { mobile?: boolean } = {}): Promise<WalletsPage> {
  const { count, data } = await api.get('/getWallets', getWalletsResponseSchema, walletsQueryParams(query));
  const wallets: DirectoryWallet[] = [];
  for (const entry of data) {
    const parsed = z.safeParse(directoryWalletSchema, entry);
    if (parsed.success) wallets.push(parsed.data);
  }
  const dropped = data.length - wallets.length;
  return { count, data: options.mobile ? filterForMobile(wallets) : wallets, dropped };
}

/** Where a wallet's image comes from: the image endpoint by image id, else the URL the directory gave. */
export function walletImageUrl(api: HttpClient, wallet: Pick<DirectoryWallet, 'image_id' | 'image_url'>): string | undefined {
  if (wallet.image_id) return api.url(`/getWalletImage/${encodeURIComponent(wallet.image_id)}`);
  return wallet.image_url ?? undefined;
}

/** Appends `next` to `current`, keeping the first of any id seen twice. */
export function appendUnique<T extends { id: string }>(current: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(current.map((w) => w.id));
  const out = [...current];
  for (const wallet of next) {
    if (seen.has(wallet.id)) continue;
    seen.add(wallet.id);
    out.push(wallet);
  }
  return out;
}

/**
 * A deep link that opens `uri` in the wallet: custom schemes get `wc?uri=`, universal (https) links
 * get `/wc?uri=` (the convention WalletConnect wallets follow).
 */
export function walletDeepLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri);
  if (/^https?:\/\//i.test(link)) return `${link.replace(/\/+$/, '')}/wc?uri=${encoded}`;
  const base = link.includes('://') ? link.replace(/\/+$/, '').replace(/:\/*$/, '://') : `${link.replace(/:+$/, '')}://`;
  return `${base}wc?uri=${encoded}`;
}

/** Where a network's logo comes from (SPEC sections 3, 7): the asset image endpoint by `imageId`, else its `imageUrl`. */
export function networkImageUrl(api: HttpClient, network: { assets?: { imageId?: string; imageUrl?: string } }): string | undefined {
  const { imageId, imageUrl } = network.assets ?? {};
  if (imageId) return api.url(`/public/getAssetImage/${encodeURIComponent(imageId)}`);
  return imageUrl || undefined;
}
