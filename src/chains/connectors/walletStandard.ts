import { getWallets } from '@wallet-standard/app';
import * as z from 'zod/mini';

/**
 * Wallet Standard discovery (`wallet-standard:register-wallet` / `wallet-standard:app-ready`, via
 * `@wallet-standard/app`): the wallets that serve a chain of `namespace` and can `standard:connect`.
 * Wallet objects come from page scripts we do not control, so every field we use is parsed first.
 */

/** The wallet object as registered (Wallet Standard's `Wallet`), kept opaque: we read it only through the schemas. */
export type StandardWallet = object;

export type StandardWalletDetail = {
  /** The connector id: the wallet's name (Wallet Standard has no other stable id). */
  id: string;
  name: string;
  icon: string;
  chains: string[];
  wallet: StandardWallet;
};

/** `purpose` is the Bitcoin wallets' (sats-connect's) name for an account's use: `payment` or `ordinals`. */
export type StandardAccount = { address: string; publicKey: Uint8Array; chains: string[]; purpose?: string };

/** What makes a wallet one of a namespace's: its chain ids' prefixes and the feature it connects with. */
const NAMESPACE_WALLETS = {
  solana: { chainPrefixes: ['solana:'], connect: 'standard:connect' },
  // Bitcoin wallets name their chains `bitcoin:mainnet`, … (some the CAIP id) and connect with `bitcoin:connect`.
  bip122: { chainPrefixes: ['bitcoin:', 'bip122:'], connect: 'bitcoin:connect' },
} as const;
export type StandardNamespace = keyof typeof NAMESPACE_WALLETS;

const fn = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function');

const walletSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.regex(/^data:image\//)),
  chains: z.readonly(z.array(z.string())),
  features: z.record(z.string(), z.unknown()),
});

const connectFeature = z.object({ connect: fn });
const disconnectFeature = z.object({ disconnect: fn });
const eventsFeature = z.object({ on: fn });

const accountSchema = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  publicKey: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  chains: z.readonly(z.array(z.string())),
  purpose: z.optional(z.string()),
});
const accountsSchema = z.readonly(z.array(z.unknown()));

/** Keeps each well-formed account (malformed ones are dropped, never thrown). */
export function parseAccounts(value: unknown): StandardAccount[] {
  const list = z.safeParse(accountsSchema, value);
  if (!list.success) return [];
  const out: StandardAccount[] = [];
  for (const item of list.data) {
    const parsed = z.safeParse(accountSchema, item);
    if (!parsed.success) continue;
    const { address, publicKey, chains, purpose } = parsed.data;
    out.push({ address, publicKey, chains: [...chains], ...(purpose === undefined ? {} : { purpose }) });
  }
  return out;
}

/** What a connected wallet must hold to be used: its features (a WalletConnect session's stand-in has no data: icon). */
const featuresSchema = z.object({ features: z.record(z.string(), z.unknown()) });

/** The parsed feature `name` of `wallet`, or undefined when it is missing or malformed. */
function feature<T>(wallet: StandardWallet, name: string, schema: z.ZodMiniType<T>): T | undefined {
  const features = z.safeParse(featuresSchema, wallet);
  if (!features.success) return undefined;
  const parsed = z.safeParse(schema, features.data.features[name]);
  return parsed.success ? parsed.data : undefined;
}

/** Keeps wallets that are well formed, serve a chain of `namespace` and offer its connect feature; first of each name wins. */
export function validStandardWallets(wallets: readonly unknown[], namespace: StandardNamespace): StandardWalletDetail[] {
  const kind = NAMESPACE_WALLETS[namespace];
  const out: StandardWalletDetail[] = [];
  for (const wallet of wallets) {
    const parsed = z.safeParse(walletSchema, wallet);
    if (!parsed.success || typeof wallet !== 'object' || wallet === null) continue;
    const chains = parsed.data.chains.filter((chain) => kind.chainPrefixes.some((prefix) => chain.startsWith(prefix)));
    if (chains.length === 0 || !z.safeParse(connectFeature, parsed.data.features[kind.connect]).success) continue;
    if (out.some((d) => d.name === parsed.data.name)) continue;
    out.push({ id: parsed.data.name, name: parsed.data.name, icon: parsed.data.icon, chains, wallet });
  }
  return out;
}

/** Watches registered wallets for `namespace` and reports the full list on every change. Returns the stop function. */
export function watchStandardWallets(
  onChange: (wallets: StandardWalletDetail[]) => void,
  namespace: StandardNamespace = 'solana',
): () => void {
  if (typeof window === 'undefined') {
    onChange([]);
    return () => undefined;
  }
  const api = getWallets();
  const report = () => onChange(validStandardWallets(api.get(), namespace));
  const offs = [api.on('register', report), api.on('unregister', report)];
  report();
  return () => {
    for (const off of offs) off();
  };
}

/** `standard:connect` (silent: no prompt, for reconnecting); the accounts it grants, parsed. */
export function standardConnect(wallet: StandardWallet, options: { silent?: boolean } = {}): Promise<StandardAccount[]> {
  return connectWith(wallet, 'standard:connect', options.silent ? { silent: true } : undefined);
}

/** A wallet's connect feature (`standard:connect`, `bitcoin:connect`) called with `input`; the accounts it grants, parsed. */
export async function connectWith(wallet: StandardWallet, name: string, input: unknown): Promise<StandardAccount[]> {
  const connect = feature(wallet, name, connectFeature);
  if (!connect) throw new Error(`the wallet does not offer ${name}`);
  const result = await (connect.connect as (input: unknown) => Promise<unknown>).call(connect, input);
  const output = z.safeParse(z.object({ accounts: accountsSchema }), result);
  if (!output.success) throw new Error(`${name} returned malformed data`);
  return parseAccounts(output.data.accounts);
}

/**
 * A wallet's feature method (`bitcoin:signMessage`, …) called with `input`, or an error naming it when the
 * wallet does not offer it. The answer is the caller's to parse.
 */
export async function callFeature(wallet: StandardWallet, name: string, method: string, input: unknown): Promise<unknown> {
  const value = feature(wallet, name, z.record(z.string(), z.unknown()));
  const call = value?.[method];
  if (typeof call !== 'function') throw new Error(`the wallet does not offer ${name}`);
  return (call as (input: unknown) => Promise<unknown>).call(value, input);
}

/** `standard:disconnect` when the wallet offers it (not every wallet does). */
export async function standardDisconnect(wallet: StandardWallet): Promise<void> {
  const disconnect = feature(wallet, 'standard:disconnect', disconnectFeature);
  if (disconnect) await (disconnect.disconnect as () => Promise<unknown>).call(disconnect);
}

/** Whether the wallet offers a feature (e.g. `solana:signMessage`). */
export function hasFeature(wallet: StandardWallet, name: string): boolean {
  const parsed = z.safeParse(walletSchema, wallet);
  return parsed.success && name in parsed.data.features;
}

/**
 * `standard:events` `change`: reports the new accounts when the wallet says they changed (parsed;
 * a malformed payload is dropped). Returns the function that stops listening (a no-op without the feature).
 */
export function watchStandardAccounts(wallet: StandardWallet, onAccounts: (accounts: StandardAccount[]) => void): () => void {
  const events = feature(wallet, 'standard:events', eventsFeature);
  if (!events) return () => undefined;
  const off = (events.on as (event: 'change', listener: (properties: unknown) => void) => unknown).call(
    events,
    'change',
    (properties: unknown) => {
      const parsed = z.safeParse(z.object({ accounts: z.optional(accountsSchema) }), properties);
      if (parsed.success && parsed.data.accounts) onAccounts(parseAccounts(parsed.data.accounts));
    },
  );
  return typeof off === 'function' ? () => void (off as () => unknown)() : () => undefined;
}
