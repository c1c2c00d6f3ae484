import { parseOptions, type AppKitOptions } from '../core/options.ts';
import { AppKit, type AppKitDeps } from './appKit.ts';
import { getCurrentInstance, setCurrentInstance } from './instance.ts';
import type { AppKit as PublicAppKit } from './publicAppKit.ts';

/**
 * Creates an instance; throws an `InvalidOptionsError` naming every problem (malformed options, or both
 * `siweConfig` and `siwx`). A missing project id only raises an alert.
 */
export function createAppKit(options: AppKitOptions): PublicAppKit;
/** @internal Our tests: another storage, origin or mount, and the instance's internals. */
export function createAppKit(options: AppKitOptions, deps: AppKitDeps): AppKit;
export function createAppKit(options: AppKitOptions, deps?: AppKitDeps): AppKit {
  const kit = new AppKit(parseOptions(options), deps);
  const destroy = kit.destroy.bind(kit);
  kit.destroy = () => {
    destroy();
    if (getCurrentInstance() === kit) setCurrentInstance(undefined);
  };
  setCurrentInstance(kit);
  return kit;
}
