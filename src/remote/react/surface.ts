import { createButtons } from './buttons.ts';
import { createHooks } from './hooks.ts';
import type { HostReact } from './hostReact.ts';
import { createUseInstance } from './useInstance.ts';
import { createUseStoreValue } from './useStoreValue.ts';
import { createWalletHooks } from './walletHooks.ts';

/** Every hook and button of `airlock/react`, built on one React. */
export function createSurface(R: HostReact) {
  const useInstance = createUseInstance(R);
  const hooks = createHooks(R, useInstance);
  const wallet = createWalletHooks(R, useInstance, createUseStoreValue(R));
  return { ...hooks, ...wallet, ...createButtons(R, { useInstance, ...hooks, ...wallet }) };
}

export type Surface = ReturnType<typeof createSurface>;
