import { walletProviderAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { embeddedUserAtom } from '../../atoms/embedded.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { endTransactionAt, pushTransaction, routerAtom } from '../../atoms/router.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import type { Eip1193Provider } from '../../chains/eip155/provider.ts';
import { signMessage } from '../../chains/eip155/signMessage.ts';
import { type ApiClient, apiClientFor } from '../../core/api/apiClient.ts';
import { revokeText } from '../../core/smartSessions.ts';
import { fetchSmartSessions, revokeBodyOf, revokeSmartSession } from './api.ts';
import { smartSessionsAtom, type SmartSessionsState } from './state.ts';

export const SMART_SESSION_ERRORS = {
  account: 'Smart sessions need the embedded smart account',
  load: 'Could not load smart sessions',
  revoke: 'Could not revoke the smart session',
} as const;

type SessionsAccount = { caip10: string; address: string; provider: Eip1193Provider };

/**
 * Smart sessions of the embedded smart account: the list from the sessions API, and the revoke, signed by the
 * account (personal_sign of the revoke text, approved by the visitor inside the secure frame).
 * `api`: the blockchain API, where the sessions endpoints are (tests pass a fake).
 */
export function createSmartSessionActions(ctx: InstanceContext, api: ApiClient = apiClientFor(ctx.options, 'blockchainApiUrl')) {
  const { store } = ctx;
  const set = (patch: Partial<SmartSessionsState>) => store.set(smartSessionsAtom, (state) => ({ ...state, ...patch }));

  function sessionsAccount(): SessionsAccount | undefined {
    const network = store.get(activeNetworkAtom);
    const connection = store.get(connectionAtom('eip155'));
    const provider = store.get(walletProviderAtom('eip155')) as Eip1193Provider | undefined;
    const smart = store.get(embeddedUserAtom)?.accounts.find((account) => account.type === 'smartAccount')?.address;
    if (network?.chainNamespace !== 'eip155' || connection.connectorId !== EMBEDDED_CONNECTOR_ID) return undefined;
    if (connection.status !== 'connected' || !provider || !smart || connection.address?.toLowerCase() !== smart.toLowerCase())
      return undefined;
    return { caip10: `eip155:${network.id}:${connection.address}`, address: connection.address, provider };
  }

  async function load(): Promise<void> {
    const account = sessionsAccount();
    if (!account) return set({ status: 'failed', sessions: [], error: SMART_SESSION_ERRORS.account });
    set({ status: 'loading', error: undefined });
    try {
      set({ status: 'loaded', sessions: await fetchSmartSessions(api, account.caip10) });
    } catch (error) {
      ctx.debug('smart sessions failed to load', error);
      set({ status: 'failed', error: SMART_SESSION_ERRORS.load });
    }
  }

  async function revoke(pci: string): Promise<void> {
    const account = sessionsAccount();
    if (!account) return set({ error: SMART_SESSION_ERRORS.account });
    if (store.get(smartSessionsAtom).revoking) return;
    set({ revoking: pci, error: undefined });
    // A transaction entry: the frame's approval opens over the list and comes back to it (SPEC section 2).
    const depth = store.get(routerAtom).history.length - 1;
    store.set(routerAtom, (router) => pushTransaction(router, {}));
    try {
      const signature = await signMessage(account.provider, account.address, revokeText(pci)).finally(() =>
        store.set(routerAtom, (router) => endTransactionAt(router, depth, 'SmartSessions')),
      );
      await revokeSmartSession(api, account.caip10, revokeBodyOf(pci, signature));
      set({ revoking: undefined, sessions: store.get(smartSessionsAtom).sessions.filter((session) => session.context !== pci) });
    } catch (error) {
      ctx.debug('smart session revoke failed', error);
      set({ revoking: undefined, error: SMART_SESSION_ERRORS.revoke });
    }
  }

  return { load, revoke };
}

export type SmartSessionActions = ReturnType<typeof createSmartSessionActions>;
