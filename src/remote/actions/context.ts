import type { AppKit } from '../appKit.ts';

/** What actions need from their instance (the AppKit satisfies it; tests pass a fake). */
export type ActionContext = Pick<
  AppKit,
  | 'store'
  | 'storage'
  | 'options'
  | 'blockchainApi'
  | 'toaster'
  | 'track'
  | 'reportError'
  | 'debug'
  | 'open'
  | 'close'
  | 'push'
  | 'replace'
  | 'reset'
  | 'goBack'
> & { now?: () => number };

export const nowOf = (ctx: ActionContext) => (ctx.now ?? Date.now)();
