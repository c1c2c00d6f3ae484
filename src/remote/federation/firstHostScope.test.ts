import { describe, expect, it } from 'vitest';
import firstHostScope from './firstHostScope.ts';

type Args = Parameters<NonNullable<ReturnType<typeof firstHostScope>['initContainerShareScopeMap']>>[0];

describe('firstHostScope', () => {
  it("keeps the first host's share scope when a second host initialises the same container", () => {
    const plugin = firstHostScope();
    const origin = { shareScopeMap: {} as Record<string, unknown> };
    const init = (shareScope: object) => {
      origin.shareScopeMap.default = shareScope;
      return plugin.initContainerShareScopeMap!({ shareScope, scopeName: 'default', origin } as unknown as Args);
    };
    const first = { react: { '19.3.1': {} } };
    const second = { react: { '18.3.1': {} } };
    init(first);
    expect(origin.shareScopeMap.default).toBe(first);
    init(second);
    expect(origin.shareScopeMap.default).toBe(first);
  });
});
