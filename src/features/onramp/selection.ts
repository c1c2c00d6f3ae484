import type { CaipNetwork, ChainNamespace } from '../../core/caip.ts';
import type { OnrampNetwork, OnrampOptions, PurchaseCurrency } from './schemas.ts';

/** What the form has chosen: the asset (its id), its network (its `name`), the payment currency and method. */
export type Selection = { asset: string; network: string; currency: string; method: string };

/** The namespace a provider's network belongs to: an EVM chain id means eip155; Solana by name; others are not served. */
export function networkNamespace(network: OnrampNetwork): ChainNamespace | undefined {
  if (/^\d+$/.test(network.chain_id)) return 'eip155';
  if (/^solana/i.test(network.name)) return 'solana';
  return undefined;
}

/** The CAIP-2 id of an EVM network of the provider's (`eip155:8453`); undefined for the others. */
export const caipNetworkIdOf = (network: OnrampNetwork): string | undefined =>
  networkNamespace(network) === 'eip155' ? `eip155:${network.chain_id}` : undefined;

/** The networks of `asset` that one of `namespaces` (those with a connected address) can receive on. */
export function buyableNetworks(asset: PurchaseCurrency | undefined, namespaces: readonly ChainNamespace[]): OnrampNetwork[] {
  return (asset?.networks ?? []).filter((n) => {
    const namespace = networkNamespace(n);
    return namespace !== undefined && namespaces.includes(namespace);
  });
}

/** The assets that can be received on at least one of `namespaces`. */
export const buyableAssets = (options: OnrampOptions, namespaces: readonly ChainNamespace[]) =>
  options.purchaseCurrencies.filter((asset) => buyableNetworks(asset, namespaces).length > 0);

/** Whether a provider's network is `active`: the same EVM chain id, or Solana for a Solana network. */
function isActive(network: OnrampNetwork, active: CaipNetwork | undefined): boolean {
  if (!active) return false;
  if (active.chainNamespace === 'eip155') return network.chain_id === String(active.id);
  return active.chainNamespace === 'solana' && networkNamespace(network) === 'solana';
}

/**
 * The form's first choice: the active network's own coin when it is sold there, else any asset on the active
 * network, else the first buyable one; USD and card when offered.
 */
export function defaultSelection(
  options: OnrampOptions,
  active: CaipNetwork | undefined,
  namespaces: readonly ChainNamespace[],
): Selection | undefined {
  const assets = buyableAssets(options, namespaces);
  const onActive = assets.filter((a) => buyableNetworks(a, namespaces).some((n) => isActive(n, active)));
  const asset = onActive.find((a) => a.symbol === active?.nativeCurrency.symbol) ?? onActive[0] ?? assets[0];
  if (!asset) return undefined;
  const networks = buyableNetworks(asset, namespaces);
  const network = networks.find((n) => isActive(n, active)) ?? networks[0]!;
  const payment = options.paymentCurrencies.find((c) => c.id === 'USD') ?? options.paymentCurrencies[0];
  const methods = payment?.payment_method_limits ?? [];
  const method = methods.find((m) => m.id === 'card') ?? methods[0];
  return { asset: asset.id, network: network.name, currency: payment?.id ?? 'USD', method: method?.id ?? 'card' };
}

/**
 * The selection after one field changed, kept consistent: a new asset keeps its network when it is sold there,
 * a new currency keeps its method when it offers it (ACH in USD becomes SEPA in EUR, both a bank account).
 */
export function reconcile(options: OnrampOptions, selection: Selection, namespaces: readonly ChainNamespace[]): Selection {
  const asset = options.purchaseCurrencies.find((a) => a.id === selection.asset);
  const networks = buyableNetworks(asset, namespaces);
  const network = networks.find((n) => n.name === selection.network) ?? networks[0];
  const methods = options.paymentCurrencies.find((c) => c.id === selection.currency)?.payment_method_limits ?? [];
  const bank = (id: string) => id.endsWith('bank_account');
  const method =
    methods.find((m) => m.id === selection.method) ??
    methods.find((m) => bank(m.id) && bank(selection.method)) ??
    methods.find((m) => m.id === 'card') ??
    methods[0];
  return { ...selection, network: network?.name ?? selection.network, method: method?.id ?? selection.method };
}
