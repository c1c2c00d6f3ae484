import { describe, expect, it } from 'vitest';
import { readTelegramResult } from './telegramResult.ts';

const PAGE = 'http://localhost:3000/app?tab=2';
const withResult = (resultUri: string) => `${PAGE}&result_uri=${encodeURIComponent(resultUri)}#top`;

describe('readTelegramResult (SPEC section 8)', () => {
  it('finds nothing on a page without the result parameter', () => {
    expect(readTelegramResult(PAGE)).toEqual({ found: false });
  });

  it("reads the secure site's error description and gives the URL without the parameter", () => {
    const result = readTelegramResult(
      withResult('http://127.0.0.1:4001/social/callback?error=access_denied&error_description=User%20cancelled'),
    );
    expect(result).toEqual({ found: true, cleanUrl: 'http://localhost:3000/app?tab=2#top', error: 'User cancelled' });
  });

  it('falls back to the error code when there is no description', () => {
    expect(readTelegramResult(withResult('http://127.0.0.1:4001/social/callback?error=access_denied'))).toMatchObject({
      error: 'access_denied',
    });
  });

  it('a successful result has no error, and the parameter is removed all the same', () => {
    expect(readTelegramResult(withResult('http://127.0.0.1:4001/social/callback?code=c'))).toEqual({
      found: true,
      cleanUrl: 'http://localhost:3000/app?tab=2#top',
    });
  });

  it.each(['', 'not a url', 'javascript:alert(1)', 'data:text/html,x'])('a malformed result %j is an error, not a throw', (raw) => {
    expect(readTelegramResult(withResult(raw))).toEqual({
      found: true,
      cleanUrl: 'http://localhost:3000/app?tab=2#top',
      error: 'malformed result URI',
    });
  });
});
