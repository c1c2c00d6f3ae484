import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProfileName } from '../../core/api/profile.ts';
import { fullNameOf, isValidLabel, labelOf, registrationMessage } from './nameInput.ts';

describe('the name field (SPEC section 5: letters, digits and hyphens, at least 4)', () => {
  it('accepts the pattern and nothing else', () => {
    for (const label of ['abcd', 'Alice', 'bob-1', '----', '1234']) expect(isValidLabel(label), label).toBe(true);
    for (const label of ['', 'abc', 'al_ice', 'ali ce', 'alice.x', 'élise', 'ab c']) expect(isValidLabel(label), label).toBe(false);
  });

  it('agrees with the name Send resolves, for any label', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (label) => {
        expect(isValidLabel(label)).toBe(isProfileName(fullNameOf(label)) && label.trim() === label);
      }),
    );
  });

  it('takes the label from what was typed: trimmed, a pasted .reown.id left off, kept in lower case in the name', () => {
    expect(labelOf('  Alice ')).toBe('Alice');
    expect(labelOf('alice.REOWN.id')).toBe('alice');
    expect(labelOf('alice.wcn.id')).toBe('alice.wcn.id');
    expect(fullNameOf('Alice-1')).toBe('alice-1.reown.id');
  });

  it('signs the name, its attributes and the time in seconds, as JSON', () => {
    expect(JSON.parse(registrationMessage('alice.reown.id', 1767225600))).toEqual({
      name: 'alice.reown.id',
      attributes: {},
      timestamp: 1767225600,
    });
  });
});
