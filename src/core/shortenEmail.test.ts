import { describe, expect, it } from 'vitest';
import { shortenEmail } from './shortenEmail.ts';

describe('shortenEmail (SPEC section 9: over 30 characters, shortened with an ellipsis)', () => {
  it('keeps a label of 30 characters or fewer as it is', () => {
    const thirty = `${'a'.repeat(18)}@example.com`;
    expect(thirty).toHaveLength(30);
    expect(shortenEmail(thirty)).toBe(thirty);
  });

  it('shortens the name and keeps the domain whole', () => {
    const label = shortenEmail('a.very.long.name.for.someone@example.com');
    expect(label).toBe('a.very.long.name.…@example.com');
    expect(label).toHaveLength(30);
  });

  it('cuts in the middle when the domain alone is too long', () => {
    const label = shortenEmail('ada@an-unusually-long-subdomain.of.some.company.example');
    expect(label).toHaveLength(30);
    expect(label.startsWith('ada@an-unusual')).toBe(true);
    expect(label.endsWith('ompany.example')).toBe(true);
    expect(label.match(/…/g)).toHaveLength(1);
  });
});
