import { describe, expect, it } from 'vitest';
import { validDetails } from './eip6963.ts';

const provider = { request: async () => null };
describe('EIP-6963 announcements', () => {
  it('keeps well-formed ones once, drops bad icons, missing providers and duplicates', () => {
    const ok = { info: { uuid: 'a', name: 'A', icon: 'data:image/svg+xml,<svg/>', rdns: 'a.b' }, provider };
    const details = validDetails([
      ok,
      { ...ok },
      { info: { ...ok.info, uuid: 'b', icon: 'https://evil/x.png' }, provider },
      { info: { ...ok.info, uuid: 'c' }, provider: {} },
      null,
    ]);
    expect(details.map((d) => d.info.uuid)).toEqual(['a']);
  });
});
