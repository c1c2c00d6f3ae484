import { balanceStatusAtom, identityAtom, tokenBalancesAtom } from '../../atoms/account.ts';
import { balanceBlockedUntilAtom, balanceCacheAtom } from '../../atoms/caches.ts';
import { loadSupportedChains } from '../../atoms/supportedChains.ts';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { apiClientFor } from '../../core/api/apiClient.ts';
import { fetchBalances, fetchIdentity } from '../../core/api/blockchain.ts';
import { fetchNamesForAddress, NameError } from '../../core/api/profile.ts';
import { cachedProfileName, rememberProfileName } from '../../atoms/profileName.ts';
import type { Identity, TokenBalance } from '../../core/api/blockchainSchemas.ts';
import type { HttpClient } from '../../core/api/http.ts';
import { TIME } from '../../core/constants.ts';
import { TokenBalanceUnavailableError } from '../../core/errors/wallet.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { nowOf, type InstanceContext } from '../../atoms/context.ts';
import { isRequested } from '../../atoms/activeNetwork.ts';
import { createAssetDiscovery } from './assetDiscovery.ts';

/** Namespaces the balance API serves (SPEC section 9). */
const BALANCE_NAMESPACES = new Set(['eip155', 'solana']);
/** Namespaces whose balance the client reads itself: Bitcoin's from the network's Esplora API. */
const OWN_BALANCE_NAMESPACES = new Set(['bip122']);

/**
 * Balance and identity fetching for the connected account. Balances come from the wallet's asset discovery when it
 * offers it (assetDiscovery.ts), else from the blockchain API. They are cached 30 s per CAIP address;
 * a failure (an error, the 10 s time-out, or an answer of the wrong shape) shows 'Token Balance Unavailable'
 * and blocks further requests for 30 s (SPEC sections 4, 8, 9). `api`: the data API on ofetch (this chunk is
 * not on the pre-open path); tests pass a fake.
 */
export function createBalanceActions(ctx: InstanceContext, api: HttpClient = apiClientFor(ctx.options, 'blockchainApiUrl')) {
  const { store } = ctx;
  const inFlight = new Map<string, Promise<void>>();
  const assetDiscovery = createAssetDiscovery(ctx);

  const supportedChains = () => loadSupportedChains(ctx, api);

  function fail(error: unknown) {
    store.set(balanceBlockedUntilAtom, nowOf(ctx) + TIME.balanceRetryBlock);
    store.set(balanceStatusAtom, 'error');
    const failure = error instanceof TokenBalanceUnavailableError ? error : new TokenBalanceUnavailableError({ cause: error });
    ctx.toaster.showError(failure.shortMessage);
    ctx.debug('balance unavailable', error);
  }

  /** The blockchain API's balances, asked only on a chain it serves (SPEC section 7). */
  async function fetchFromApi(address: string, caipNetworkId: string, force: boolean): Promise<TokenBalance[]> {
    const supported = await supportedChains();
    if (supported && !supported.includes(caipNetworkId))
      throw new TokenBalanceUnavailableError({ details: `${caipNetworkId} is not supported` });
    return fetchBalances(api, { address, caipNetworkId, forceUpdate: force ? 'true' : undefined });
  }

  async function load(caipAddress: string, address: string, caipNetworkId: string, force: boolean) {
    const network = store.get(networksAtom).find((n) => n.caipNetworkId === caipNetworkId);
    store.set(balanceStatusAtom, 'loading');
    let balances: TokenBalance[];
    try {
      // Bitcoin: the payment account's UTXOs (the chunk of its own). Else the wallet's own asset discovery first (EIP-7811), else the blockchain API.
      if (network?.chainNamespace === 'bip122') {
        const { bitcoinBalances } = await import(/* webpackChunkName: "airlock-bitcoin" */ './bitcoinBalance.ts');
        balances = await bitcoinBalances(ctx, network, address);
      } else
        balances =
          (network && (await assetDiscovery.discoverBalances(network, address))) ?? (await fetchFromApi(address, caipNetworkId, force));
    } catch (error) {
      return fail(error);
    }
    // Solana: the native balance is read from the network's RPC through @solana/kit (its own lazy chunk).
    if (network?.chainNamespace === 'solana') {
      const { withSolanaNativeBalance } = await import(/* webpackChunkName: "airlock-solana" */ './solanaBalance.ts');
      balances = await withSolanaNativeBalance(ctx, balances, network, address);
    }
    const timestamp = nowOf(ctx);
    store.set(balanceCacheAtom, (cache) => ({ ...cache, [caipAddress]: { balances, timestamp } }));
    persist(caipAddress, balances, timestamp);
    // Only show it if the account and network are still the ones asked about.
    const current = store.get(activeConnectionAtom).caipAddress;
    if (current === caipAddress) {
      store.set(tokenBalancesAtom, balances);
      store.set(balanceStatusAtom, 'ready');
    }
  }

  /**
   * The persisted caches (SPEC section 3): the portfolio per CAIP address and the native balance entry.
   * Entries older than the 30 s expiry are dropped on write, so storage does not grow with every account.
   */
  function persist(caipAddress: string, balances: TokenBalance[], timestamp: number) {
    const fresh = <T extends { timestamp: number }>(entries: Record<string, T>) =>
      Object.fromEntries(Object.entries(entries).filter(([, e]) => timestamp - e.timestamp < TIME.portfolioCache));
    const portfolio = fresh(ctx.storage.get(STORAGE_KEYS.portfolioCache) ?? {});
    ctx.storage.set(STORAGE_KEYS.portfolioCache, { ...portfolio, [caipAddress]: { balances, timestamp } });
    const native = balances.find((b) => !b.address);
    if (native) {
      const natives = fresh(ctx.storage.get(STORAGE_KEYS.nativeBalanceCache) ?? {});
      const entry = { caipAddress, balance: native.quantity.numeric, symbol: native.symbol, timestamp };
      ctx.storage.set(STORAGE_KEYS.nativeBalanceCache, { ...natives, [caipAddress]: entry });
    }
  }

  function storedPortfolio(caipAddress: string) {
    return ctx.storage.get(STORAGE_KEYS.portfolioCache)?.[caipAddress];
  }

  /** Shows the connected account's balances, from the cache when fresh, else from the API (unless blocked). */
  function refreshBalance(options: { force?: boolean } = {}): Promise<void> {
    const connection = store.get(activeConnectionAtom);
    const network = store.get(activeNetworkAtom);
    if (connection.status !== 'connected' || !connection.address || !network) return Promise.resolve();
    const served = BALANCE_NAMESPACES.has(network.chainNamespace) || OWN_BALANCE_NAMESPACES.has(network.chainNamespace);
    if (!served || !isRequested(ctx, network.caipNetworkId)) {
      store.set(tokenBalancesAtom, undefined);
      // An unsupported network is 'Token Balance Unavailable' too (SPEC section 8), never an endless spinner.
      if (nowOf(ctx) < store.get(balanceBlockedUntilAtom)) store.set(balanceStatusAtom, 'error');
      else fail(new TokenBalanceUnavailableError({ details: `no balances on ${network.caipNetworkId}` }));
      return Promise.resolve();
    }
    const caipAddress = `${network.caipNetworkId}:${connection.address}`;
    const now = nowOf(ctx);
    const cached = store.get(balanceCacheAtom)[caipAddress] ?? storedPortfolio(caipAddress);
    if (!options.force && cached && now - cached.timestamp < TIME.nativeBalanceCache) {
      store.set(tokenBalancesAtom, cached.balances);
      store.set(balanceStatusAtom, 'ready');
      return Promise.resolve();
    }
    if (now < store.get(balanceBlockedUntilAtom)) return Promise.resolve();
    const pending = inFlight.get(caipAddress);
    if (pending) return pending;
    const request = load(caipAddress, connection.address, network.caipNetworkId, Boolean(options.force)).finally(() =>
      inFlight.delete(caipAddress),
    );
    inFlight.set(caipAddress, request);
    return request;
  }

  /** The identity API's name and avatar, cached 5 min in storage; a failure just means none (not cached). */
  async function identityOf(address: string): Promise<Identity> {
    const key = address.toLowerCase();
    const cache = ctx.storage.get(STORAGE_KEYS.identityCache) ?? {};
    const hit = cache[key];
    if (hit && nowOf(ctx) - hit.timestamp < TIME.identityCache) return hit.value;
    try {
      const identity = await fetchIdentity(api, address);
      ctx.storage.set(STORAGE_KEYS.identityCache, { ...cache, [key]: { value: identity, timestamp: nowOf(ctx) } });
      return identity;
    } catch (error) {
      ctx.debug('identity unavailable', error);
      return { name: null, avatar: null };
    }
  }

  /** The account's registered name (reverse lookup, its oldest), cached 5 min; a failure just means none (not cached). */
  async function registeredNameOf(address: string): Promise<string | null> {
    const cached = cachedProfileName(ctx, address);
    if (cached !== undefined) return cached;
    try {
      const name = (await fetchNamesForAddress(api, address))[0]?.name ?? null;
      rememberProfileName(ctx, address, name);
      return name;
    } catch (error) {
      ctx.debug(error instanceof NameError ? error.shortMessage : 'Error fetching names for address', error);
      return null;
    }
  }

  /** Profile name and avatar: the registered name (reverse lookup) shows instead of the address, else the identity's. */
  async function refreshIdentity(): Promise<void> {
    const connection = store.get(activeConnectionAtom);
    const network = store.get(activeNetworkAtom);
    const address = connection.address;
    if (!address || network?.chainNamespace !== 'eip155') return;
    const [identity, registeredName] = await Promise.all([identityOf(address), registeredNameOf(address)]);
    if (store.get(activeConnectionAtom).address === address)
      store.set(identityAtom, { name: registeredName ?? identity.name, avatar: identity.avatar });
  }

  return { refreshBalance, refreshIdentity };
}
