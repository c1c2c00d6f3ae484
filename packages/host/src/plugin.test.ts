import { describe, expect, it, vi } from 'vitest';
import airlockPlugin from './plugin.ts';
import { isUnavailable } from './unavailable.ts';

type Plugin = ReturnType<typeof airlockPlugin>;
type ErrorArgs = Parameters<NonNullable<Plugin['errorLoadRemote']>>[0];
type FactoryArgs = Parameters<NonNullable<Plugin['getModuleFactory']>>[0];

describe('airlockPlugin', () => {
  it('falls back on load only, leaving a failed manifest to the runtime (no misleading RUNTIME-013)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugin = airlockPlugin();
    const error = new Error('Failed to fetch');
    expect(plugin.errorLoadRemote!({ id: 'https://x/mf-manifest.json', error, lifecycle: 'afterResolve' } as ErrorArgs)).toBeUndefined();
    expect(isUnavailable(plugin.errorLoadRemote!({ id: 'airlock/appkit', error, lifecycle: 'onLoad' } as ErrorArgs))).toBe(true);
  });

  it("binds airlock/react to the host's own React", async () => {
    const plugin = airlockPlugin();
    const hostReact = { name: 'host React' };
    plugin.apply!({ loadShare: async () => () => hostReact } as never);
    const surface = { bindReact: (react: unknown) => ({ boundTo: react }) };
    const remoteEntryExports = { get: async () => () => surface };
    const factory = await plugin.getModuleFactory!({ remoteEntryExports, expose: './react' } as unknown as FactoryArgs);
    expect((factory as () => unknown)()).toEqual({ boundTo: hostReact });
    expect(await plugin.getModuleFactory!({ remoteEntryExports, expose: './appkit' } as unknown as FactoryArgs)).toBeUndefined();
  });
});
