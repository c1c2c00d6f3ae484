// @vitest-environment happy-dom
import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { activeNamespaceAtom } from '../../atoms/connection.ts';
import type { ConnectionInput, ListedConnection } from '../../atoms/walletConnections.ts';
import type { AppKit as PublicKit } from '../publicAppKit.ts';
import { useAppKitConnection } from './index.ts';
import type { AppKitConnectionChange } from './walletHooks.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const A = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const B = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const listed = (connectorId: string, address: string, status: ListedConnection['status']): ListedConnection => ({
  namespace: 'eip155',
  connectorId,
  name: connectorId,
  accounts: [{ address }],
  status,
});

/** An instance as the hook sees it: its store, and the wallets chunk's list and change (switch or delete). */
function fakeKit() {
  const store = createStore();
  store.set(activeNamespaceAtom, 'eip155');
  const changeConnection = vi.fn(
    async (input: ConnectionInput & { namespace: 'eip155' }, deleting?: boolean): Promise<AppKitConnectionChange> => {
      if (deleting) throw new Error('relay down');
      return {
        namespace: input.namespace,
        connectorId: input.connectorId,
        address: B,
        hasSwitchedWallet: true,
        hasSwitchedAccount: true,
        hasDeletedWallet: false,
      };
    },
  );
  const kit = {
    store,
    atoms: { activeNamespace: activeNamespaceAtom },
    getConnections: vi.fn(async () => [listed('a.wallet', A, 'active'), listed('b.wallet', B, 'connected')]),
    multiWalletActions: async () => ({ watchConnections: () => () => undefined, changeConnection }),
  };
  return { kit, changeConnection };
}

describe('useAppKitConnection', () => {
  it("gives the namespace's active connection, switches with isPending and onSuccess, and hands failures to onError", async () => {
    const { kit, changeConnection } = fakeKit();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    let hook!: ReturnType<typeof useAppKitConnection>;
    function Probe() {
      hook = useAppKitConnection({ kit: kit as unknown as PublicKit, onSuccess, onError });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    // The wallets chunk is asked for the active namespace's list, the alert's variant naming this hook.
    expect(kit.getConnections).toHaveBeenCalledWith('eip155', 'useAppKitConnection');
    expect(hook.connection).toMatchObject({ connectorId: 'a.wallet', status: 'active' });
    expect(hook.isPending).toBe(false);

    let switching!: Promise<void>;
    act(() => {
      switching = hook.switchConnection({ connectorId: 'b.wallet' });
    });
    expect(hook.isPending).toBe(true);
    await act(() => switching);
    expect(hook.isPending).toBe(false);
    // The switch is the wallets chunk's, in the hook's namespace.
    expect(changeConnection).toHaveBeenCalledWith({ connectorId: 'b.wallet', namespace: 'eip155' }, undefined);
    expect(onSuccess).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'b.wallet',
      address: B,
      hasSwitchedWallet: true,
      hasSwitchedAccount: true,
      hasDeletedWallet: false,
    });

    await act(() => hook.deleteConnection({ connectorId: 'a.wallet' }));
    expect(changeConnection).toHaveBeenLastCalledWith({ connectorId: 'a.wallet', namespace: 'eip155' }, true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'relay down' }));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
