import { useAtomValue } from 'jotai/react';
import { socialPendingAtom } from '../../atoms/embedded.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { useServices } from '../../atoms/hooks.ts';

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

/** The social buttons in the effective order (SPEC default: google, x, farcaster, discord, apple, github, facebook). */
export function SocialButtons() {
  const features = useAtomValue(featuresAtom);
  const pending = useAtomValue(socialPendingAtom);
  const { embedded, push } = useServices();
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
              disabled={pending !== null}
              onClick={() =>
                provider === 'farcaster' ? push('ConnectingFarcaster') : void embedded.socialLogin(provider as PopupProvider)
              }
            >
              {`Continue with ${NAMES[provider] ?? provider}`}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
