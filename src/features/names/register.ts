import { walletProviderAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import { nowOf, type InstanceContext } from '../../atoms/context.ts';
import { reportFailure } from '../../atoms/reportActionError.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { setProfileName } from '../../atoms/profileName.ts';
import { pushTransaction, routerAtom, type View } from '../../atoms/router.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import type { Eip1193Provider } from '../../chains/eip155/provider.ts';
import { signMessage } from '../../chains/eip155/signMessage.ts';
import type { ApiClient } from '../../core/api/apiClient.ts';
import { NameError, registrationCoinType } from '../../core/api/profile.ts';
import { registerName } from './api.ts';
import { fullNameOf, isValidLabel, labelOf, registrationMessage } from './nameInput.ts';
import { type NameForm, nameFormAtom } from './state.ts';

/** SPEC section 5: registration needs an active network, and an address with the embedded (auth) connector. */
export const REGISTRATION_ERRORS = {
  network: 'Network not found',
  account: 'Address or auth connector not found',
} as const;

type RegistrationTarget = { coinType: number; address: string; provider: Eip1193Provider };

/**
 * Name registration (SPEC section 4): the embedded wallet signs the message (personal_sign, approved by the
 * visitor inside the secure frame), the API registers it, the profile name is set, and the success view replaces
 * the form. On error the form is shown again with the text (the API's first reason, else 'Error registering name {name}').
 */
export function createNameRegistration(ctx: InstanceContext, api: ApiClient) {
  const { store } = ctx;
  const set = (patch: Partial<NameForm>) => store.set(nameFormAtom, (form) => ({ ...form, ...patch }));

  /** Names live on eip155 (SPEC section 9), registered by the embedded wallet only. */
  function registrationTarget(): RegistrationTarget {
    const network = store.get(activeNetworkAtom);
    if (network?.chainNamespace !== 'eip155') throw new NameError(REGISTRATION_ERRORS.network);
    const connection = store.get(connectionAtom('eip155'));
    const provider = store.get(walletProviderAtom('eip155')) as Eip1193Provider | undefined;
    if (connection.status !== 'connected' || !connection.address || connection.connectorId !== EMBEDDED_CONNECTOR_ID || !provider)
      throw new NameError(REGISTRATION_ERRORS.account);
    return { coinType: registrationCoinType(Number(network.id)), address: connection.address, provider };
  }

  /**
   * Ends the registration's transaction entry and shows `view` where the form stands in the stack, above whatever
   * opened over it meanwhile (ApproveTransaction).
   */
  function showAt(depth: number, view: View) {
    const open = store.get(modalOpenAtom);
    store.set(routerAtom, (router) => ({
      history: open ? [...router.history.slice(0, depth), { view }] : router.history,
      transactionStack: router.transactionStack.slice(0, -1),
    }));
  }

  async function register(): Promise<void> {
    const form = store.get(nameFormAtom);
    const label = labelOf(form.input);
    if (form.step || !isValidLabel(label)) return;
    const name = fullNameOf(label);
    let target: RegistrationTarget;
    try {
      target = registrationTarget();
    } catch (error) {
      return set({ error: (error as NameError).shortMessage });
    }
    const depth = store.get(routerAtom).history.length - 1;
    set({ step: 'signing', error: undefined });
    // A transaction entry: the embedded wallet's approval opens over the form and comes back to it (SPEC section 2).
    store.set(routerAtom, (router) => pushTransaction(router, {}));
    try {
      const message = registrationMessage(name, Math.floor(nowOf(ctx) / 1000));
      const signature = await signMessage(target.provider, target.address, message);
      set({ step: 'registering' });
      await registerName(api, name, { coinType: target.coinType, address: target.address, message, signature });
      setProfileName(ctx, target.address, name);
      store.set(nameFormAtom, (current) => ({ ...current, input: '', lookup: { status: 'idle' }, step: undefined, registered: name }));
      ctx.track('REGISTER_NAME_SUCCESS', { name });
      showAt(depth, 'RegisterAccountNameSuccess');
    } catch (error) {
      ctx.debug('name registration failed', error);
      reportFailure(ctx, 'register', error);
      const message = error instanceof NameError ? error.shortMessage : `Error registering name ${name}`;
      set({ step: undefined, error: message });
      ctx.track('REGISTER_NAME_ERROR', { name, message });
      showAt(depth, 'RegisterAccountName');
    }
  }

  return { register };
}
