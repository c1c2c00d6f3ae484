import { createStore } from 'jotai/vanilla';

/** Each AppKit instance owns one store; jotai's default store is never used, so a host's jotai can't leak in. */
export type Store = ReturnType<typeof createStore>;
export const createInstanceStore = (): Store => createStore();
