import type { InjectedWallet } from '../../atoms/wallets.ts';
import type { InjectedProviderDetail } from '../../chains/connectors/eip6963.ts';
import type { StandardWalletDetail } from '../../chains/connectors/walletStandard.ts';

/** A generic wallet glyph for the `window.ethereum` fallback (a data URI, like EIP-6963 icons). */
export const FALLBACK_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#6b7280"/><path d="M9 14h22v14H9z M24 20h4" stroke="#fff" stroke-width="2.5" fill="none"/></svg>',
  );

/** List ids of Wallet Standard wallets that no EIP-6963 wallet of the same name stands for. */
const STANDARD_UUID_PREFIX = 'wallet-standard:';
/** List ids of Bitcoin Wallet Standard wallets (a row of their own: a wallet's Bitcoin side connects on its own). */
const BITCOIN_UUID_PREFIX = 'wallet-standard-bip122:';

/**
 * The browser-wallet list: EIP-6963 wallets, then Wallet Standard (Solana) wallets whose name no
 * EIP-6963 wallet has, then Bitcoin Wallet Standard wallets. A wallet offering both shows once (`namespaces` lists what it serves).
 */
export function mergeBrowserWallets(
  announced: readonly InjectedProviderDetail[],
  standard: readonly StandardWalletDetail[],
  bitcoin: readonly StandardWalletDetail[] = [],
): InjectedWallet[] {
  const evm = announced.map((d) => {
    const both = standard.some((w) => w.name === d.info.name);
    return {
      uuid: d.info.uuid,
      name: d.info.name,
      icon: d.info.icon,
      rdns: d.info.rdns,
      namespace: 'eip155' as const,
      namespaces: both ? (['eip155', 'solana'] as const) : (['eip155'] as const),
    };
  });
  const solanaOnly = standard
    .filter((w) => !announced.some((d) => d.info.name === w.name))
    .map((w) => ({
      uuid: `${STANDARD_UUID_PREFIX}${w.name}`,
      name: w.name,
      icon: w.icon,
      rdns: `${STANDARD_UUID_PREFIX}${w.name}`,
      namespace: 'solana' as const,
      namespaces: ['solana'] as const,
    }));
  const bitcoinWallets = bitcoin.map((w) => ({
    uuid: `${BITCOIN_UUID_PREFIX}${w.name}`,
    name: w.name,
    icon: w.icon,
    rdns: `${BITCOIN_UUID_PREFIX}${w.name}`,
    namespace: 'bip122' as const,
    namespaces: ['bip122'] as const,
  }));
  return [...evm, ...solanaOnly, ...bitcoinWallets];
}
