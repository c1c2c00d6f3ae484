import { createStore, type EIP6963ProviderDetail } from 'mipd';
import * as z from 'zod/mini';
import type { Eip1193Provider } from '../eip155/provider.ts';

/** A browser wallet the page can reach: announced through EIP-6963, or the plain `window.ethereum`. */
export type InjectedProviderDetail = {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
};

/** The connector id (and rdns) of the `window.ethereum` fallback. */
export const INJECTED_FALLBACK_ID = 'injected';

/** What an announcement must carry (EIP-6963: the icon is a data URI); anything else is ignored. */
const infoSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.regex(/^data:image\//)),
  rdns: z.string().check(z.minLength(1)),
});

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';

/** Keeps only well-formed announcements with a usable provider. */
export function validDetails(details: readonly EIP6963ProviderDetail[] | readonly unknown[]): InjectedProviderDetail[] {
  const out: InjectedProviderDetail[] = [];
  for (const detail of details) {
    const candidate = detail as { info?: unknown; provider?: unknown } | null;
    const info = z.safeParse(infoSchema, candidate?.info);
    if (info.success && isProvider(candidate?.provider) && !out.some((d) => d.info.uuid === info.data.uuid)) {
      out.push({ info: info.data, provider: candidate.provider });
    }
  }
  return out;
}

/** The plain injected provider, when one exists and no announced wallet is that same object. */
export function fallbackDetail(announced: readonly InjectedProviderDetail[], icon: string): InjectedProviderDetail | undefined {
  const ethereum = typeof window !== 'undefined' ? (window as { ethereum?: unknown }).ethereum : undefined;
  if (!isProvider(ethereum) || announced.some((d) => d.provider === ethereum)) return undefined;
  return { info: { uuid: INJECTED_FALLBACK_ID, name: 'Browser Wallet', icon, rdns: INJECTED_FALLBACK_ID }, provider: ethereum };
}

/**
 * Watches the page's browser wallets (EIP-6963 discovery via mipd, plus the `window.ethereum`
 * fallback) and reports the full list on every change. Returns a function that stops watching.
 */
export function watchInjectedProviders(
  onChange: (details: InjectedProviderDetail[]) => void,
  options: { eip6963: boolean; injected: boolean; fallbackIcon?: string } = { eip6963: true, injected: true },
): () => void {
  const report = (announced: readonly EIP6963ProviderDetail[]) => {
    const valid = options.eip6963 ? validDetails(announced) : [];
    const fallback = options.injected ? fallbackDetail(valid, options.fallbackIcon ?? '') : undefined;
    onChange(fallback ? [...valid, fallback] : valid);
  };
  if (!options.eip6963) {
    report([]);
    return () => undefined;
  }
  const store = createStore();
  const unsubscribe = store.subscribe((details) => report(details), { emitImmediately: true });
  return () => {
    unsubscribe();
    store.destroy();
  };
}
