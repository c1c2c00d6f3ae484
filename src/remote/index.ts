/**
 * `airlock/appkit`: the framework-free public surface. Kept tiny on purpose: the modal's UI is a
 * separate chunk fetched on first open (or on `prefetch()`).
 */
export { createAppKit } from './createAppKit.ts';
export type { AppKit, OpenOptions, PublicState } from './appKit.ts';
export type { AppKitEvent } from './events.ts';
export type { AppKitOptions } from '../core/options.ts';
export type { CaipNetwork, ChainNamespace } from '../core/caip.ts';
export { BaseError } from '../core/errors/base.ts';
export { InvalidOptionsError } from '../core/errors/options.ts';
export { PayError } from '../core/errors/pay.ts';
export type { PayArguments } from '../core/payArguments.ts';
export { AIRLOCK_MODAL_TAG } from './element.ts';
