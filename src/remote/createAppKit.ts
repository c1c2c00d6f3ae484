import { parseOptions, type AppKitOptions } from '../core/options.ts';
import { AppKit, type AppKitDeps } from './appKit.ts';
import { getCurrentInstance, setCurrentInstance } from './instance.ts';

/**
 * Creates an Airlock instance from validated options. Throws an InvalidOptionsError for malformed
 * options or for both `siweConfig` and `siwx`; a missing project id only raises an alert.
 */
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
