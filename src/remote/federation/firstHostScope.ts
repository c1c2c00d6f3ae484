import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runs inside Airlock's own container. Every host on a page that loads this build shares one container (the
 * federation runtime loads a remote entry once per page), and each host's `init` would hand it that host's
 * share scope. The modal resolves React and React DOM when its chunk loads: from whichever scope came last,
 * they could be two copies (React from one host, React DOM from another). So the container keeps the first
 * host's scope; the other hosts' React surfaces are bound to their own React (`bindReact`, README plugin).
 */
export default function firstHostScope(): ModuleFederationRuntimePlugin {
  const first: Record<string, unknown> = {};
  return {
    name: 'airlock-first-host-scope',
    initContainerShareScopeMap(args) {
      const kept = (first[args.scopeName] ??= args.shareScope);
      (args.origin.shareScopeMap as Record<string, unknown>)[args.scopeName] = kept;
      return args;
    },
  };
}
