import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import type { SignIn } from '../../features/siwx/index.ts';
import { loadSiwx } from './siwxChunk.ts';

/**
 * With the `siwx` option set, follows every namespace's connection and the active network, and hands each change to
 * the sign-in feature (loaded on the first connection): it checks the account's session or asks to sign in. Runs
 * in the wallet actions chunk, which a stored connection or the first open loads; returns the unsubscribe.
 */
export function watchSignIn(ctx: InstanceContext, disconnect: (namespace: ChainNamespace) => Promise<void>): () => void {
  if (ctx.options.siwx === undefined) return () => undefined;
  const { store } = ctx;
  let load: Promise<SignIn> | undefined;
  const signIn = () =>
    (load ??= loadSiwx().then(
      (m) => m.signInOf(ctx, { disconnect }),
      (error) => {
        load = undefined;
        throw error;
      },
    ));
  const onChange = () => {
    const network = store.get(activeNetworkAtom);
    const connected = network !== undefined && store.get(connectionAtom(network.chainNamespace)).status === 'connected';
    // Until a first connection nothing is loaded; after it every change counts (a disconnect signs out).
    if (!connected && !load) return;
    // After the connecting code's own steps (it may close the modal right after connecting).
    setTimeout(
      () =>
        void signIn().then(
          (s) => s.sync(),
          (error) => ctx.debug('sign-in unavailable', error),
        ),
    );
  };
  const namespaces = [...new Set(ctx.options.networks.map((n) => n.chainNamespace))];
  const stops = [store.sub(activeNetworkAtom, onChange), ...namespaces.map((ns) => store.sub(connectionAtom(ns), onChange))];
  onChange();
  return () => {
    for (const stop of stops) stop();
    void load?.then(
      (s) => s.destroy(),
      () => undefined,
    );
  };
}
