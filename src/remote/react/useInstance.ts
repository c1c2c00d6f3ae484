import type { AppKit } from '../appKit.ts';
import { getCurrentInstance, onCurrentInstance } from '../instance.ts';
import type { AppKit as PublicKit } from '../publicAppKit.ts';
import type { HostReact } from './hostReact.ts';

/** The instance a hook is bound to: the one passed in, else the most recently created. */
export const createUseInstance =
  (R: HostReact) =>
  (kit?: PublicKit): AppKit => {
    const current = R.useSyncExternalStore(onCurrentInstance, getCurrentInstance, getCurrentInstance);
    // A kit a host holds is always this container's AppKit: the public type only hides its internals.
    const instance = (kit as AppKit | undefined) ?? current;
    if (!instance) throw new Error('Call createAppKit before using Airlock hooks');
    return instance;
  };
