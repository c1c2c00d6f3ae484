import { useSyncExternalStore } from 'react';
import type { AppKit } from '../appKit.ts';
import { getCurrentInstance, onCurrentInstance } from '../instance.ts';

/** The instance a hook is bound to: the one passed in, else the most recently created. */
export function useInstance(kit?: AppKit): AppKit {
  const current = useSyncExternalStore(onCurrentInstance, getCurrentInstance, getCurrentInstance);
  const instance = kit ?? current;
  if (!instance) throw new Error('Call createAppKit before using Airlock hooks');
  return instance;
}
