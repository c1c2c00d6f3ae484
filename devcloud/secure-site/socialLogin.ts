/**
 * Social login stand-in. The frame asks for a redirect URI; the toolkit opens it as a popup
 * showing a consent screen for the provider; Approve leads to a result URL whose page posts
 * `{ resultUri }` to the opener (its origin fixed when the flow started); the frame then
 * redeems that URI for a session. Codes are single use and bound to the opener's origin.
 */
import { randomBytes } from 'node:crypto';
import type { SocialProvider } from '../../src/core/frame/primitives.ts';
import { LoginError } from './loginError.ts';
import type { SecureSiteStore } from './store.ts';

const FLOW_TTL_MS = 10 * 60_000;

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

type Flow = { provider: SocialProvider; openerOrigin: string; expiresAt: number };

export type SocialLogin = ReturnType<typeof createSocialLogin>;

export function createSocialLogin(deps: { store: SecureSiteStore; siteUrl: string }) {
  const { store, siteUrl } = deps;
  const states = new Map<string, Flow>();
  const results = new Map<string, Flow>();
  const token = () => randomBytes(24).toString('base64url');
  const live = (flow: Flow | undefined) => (flow && Date.now() <= flow.expiresAt ? flow : undefined);

  return {
    /** The popup URI for `provider`; `openerOrigin` is the (already allowed) host page's origin. */
    redirectUri(provider: SocialProvider, openerOrigin: string): string {
      const state = token();
      states.set(state, { provider, openerOrigin, expiresAt: Date.now() + FLOW_TTL_MS });
      return `${siteUrl}/social/${provider}?state=${state}`;
    },

    /** The flow behind a consent screen, if the state is live and for this provider. */
    consent(provider: string, state: string): Flow | undefined {
      const flow = live(states.get(state));
      return flow?.provider === provider ? flow : undefined;
    },

    /** The user approved: the state is spent and a result URL is made. */
    approve(provider: string, state: string): string | undefined {
      const flow = this.consent(provider, state);
      if (!flow) return undefined;
      states.delete(state);
      const code = token();
      results.set(code, { ...flow, expiresAt: Date.now() + FLOW_TTL_MS });
      return `${siteUrl}/social/callback?code=${code}`;
    },

    cancel(state: string) {
      states.delete(state);
    },

    /** What the result page needs: where to post, and the URI to post. */
    result(code: string): { openerOrigin: string; resultUri: string } | undefined {
      const flow = live(results.get(code));
      return flow && { openerOrigin: flow.openerOrigin, resultUri: `${siteUrl}/social/callback?code=${code}` };
    },

    /** Redeems a result URI for the provider's user; only the page that started the flow may. */
    connect(uri: string, origin: string, newKey: () => `0x${string}`) {
      let url: URL;
      try {
        // Absolute, or relative to this site (the real popup may post either).
        url = new URL(uri, siteUrl);
      } catch {
        throw new LoginError('Invalid social login result');
      }
      const code = url.searchParams.get('code') ?? '';
      const flow = live(results.get(code));
      if (url.origin !== new URL(siteUrl).origin || url.pathname !== '/social/callback' || !flow) {
        throw new LoginError('Invalid social login result');
      }
      if (flow.openerOrigin !== origin) throw new LoginError('Invalid social login result');
      results.delete(code);
      const userName = `${flow.provider}-user`;
      return store.upsertUser(`social:${flow.provider}:${userName}`, { email: null, userName }, newKey);
    },
  };
}
