import type { InstanceContext } from '../../atoms/context.ts';
import { createSignIn, type SignIn, type SignInDeps } from './signIn.ts';

const byInstance = new WeakMap<InstanceContext, SignIn>();

/** The sign-in of an instance, made once: the connection watcher and the view share it (and its modal listener). */
export function signInOf(ctx: InstanceContext, deps: SignInDeps): SignIn {
  let signIn = byInstance.get(ctx);
  if (!signIn) {
    signIn = createSignIn(ctx, deps);
    byInstance.set(ctx, signIn);
  }
  return signIn;
}
