import type { AppKit } from './appKit.ts';

/** The most recently created instance: what hooks and `<airlock-modal>` use when none is named. */
let current: AppKit | undefined;
const listeners = new Set<() => void>();

export function setCurrentInstance(kit: AppKit | undefined) {
  current = kit;
  for (const l of listeners) l();
}
export const getCurrentInstance = () => current;
export function onCurrentInstance(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
