import { useAtomValue } from 'jotai/react';
import { socialPendingAtom } from '../../atoms/embedded.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { useServices } from '../../atoms/hooks.ts';
import { disallowedOriginAtom } from '../../atoms/originGate.ts';
import { originNotAllowedReason } from '../../core/errors/alerts.ts';

const NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
};

type PopupProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord';

/**
 * The social buttons in the effective order (SPEC default: google, x, farcaster, discord, apple, github, facebook).
 * On a page off the project's allowlist (SPEC section 6) they are disabled and say why.
 */
export function SocialButtons() {
  const features = useAtomValue(featuresAtom);
  const pending = useAtomValue(socialPendingAtom);
  const { embedded, push } = useServices();
  const blockedOrigin = useAtomValue(disallowedOriginAtom);
  const socials = features.socials || [];
  if (socials.length === 0) return null;
  return (
    <section className="section" aria-labelledby="airlock-social-title">
      <h3 className="section-title" id="airlock-social-title">
        Social
      </h3>
      <ul className="social-grid">
        {socials.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="button secondary social-button"
              aria-busy={pending === provider || undefined}
              disabled={pending !== null || Boolean(blockedOrigin)}
              aria-describedby={blockedOrigin ? 'airlock-social-blocked' : undefined}
              onClick={() =>
                provider === 'farcaster' ? push('ConnectingFarcaster') : void embedded.socialLogin(provider as PopupProvider)
              }
            >
              {`Continue with ${NAMES[provider] ?? provider}`}
            </button>
          </li>
        ))}
      </ul>
      {blockedOrigin ? (
        <p className="muted" id="airlock-social-blocked">
          {originNotAllowedReason(blockedOrigin)}
        </p>
      ) : null}
    </section>
  );
}
