import { useAtomValue } from 'jotai/react';
import { useRef, useState } from 'react';
import { socialPendingAtom } from '../../atoms/embedded.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { useServices } from '../../atoms/hooks.ts';
import { disallowedOriginAtom } from '../../atoms/originGate.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { MoreIcon, SOCIAL_LOGOS } from './socialLogos.tsx';

const NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
};

/** Buttons that fit one row of the 360 px modal: the named first one and four logo buttons. */
const ROW_SLOTS = 5;
/** With this many providers or fewer, each button shows its name too. */
const ALL_NAMED = 2;

type PopupProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord';

/**
 * The social buttons in the effective order (SPEC default: google, x, farcaster, discord, apple, github,
 * facebook) as one compact row: the first with its name, the next as logo buttons (each named "Continue with
 * …"), and "More" revealing the rest when they do not fit. On a page off the project's allowlist (SPEC section 6)
 * they are disabled and say why.
 */
export function SocialButtons() {
  const t = useT();
  const features = useAtomValue(featuresAtom);
  const pending = useAtomValue(socialPendingAtom);
  const { embedded, push } = useServices();
  const blockedOrigin = useAtomValue(disallowedOriginAtom);
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const socials = features.socials || [];
  if (socials.length === 0) return null;
  const folded = !expanded && socials.length > ROW_SLOTS;
  const shown = folded ? socials.slice(0, ROW_SLOTS - 1) : socials;
  return (
    <section className="section" aria-labelledby="airlock-social-title">
      <h3 className="section-title" id="airlock-social-title">
        {t('social.title')}
      </h3>
      <ul className="social-row" ref={list}>
        {shown.map((provider, index) => {
          const name = NAMES[provider] ?? provider;
          const Logo = SOCIAL_LOGOS[provider];
          const named = index === 0 || socials.length <= ALL_NAMED;
          return (
            <li key={provider} className={named ? 'named' : undefined}>
              <button
                type="button"
                className="button secondary social-button"
                aria-label={t('social.continueWith', { name })}
                aria-busy={pending === provider || undefined}
                disabled={pending !== null || Boolean(blockedOrigin)}
                aria-describedby={blockedOrigin ? 'airlock-social-blocked' : undefined}
                onClick={() =>
                  provider === 'farcaster' ? push('ConnectingFarcaster') : void embedded.socialLogin(provider as PopupProvider)
                }
              >
                {Logo ? <Logo /> : null}
                {named || !Logo ? <span>{name}</span> : null}
              </button>
            </li>
          );
        })}
        {folded ? (
          <li>
            <button
              type="button"
              className="button secondary social-button"
              aria-label={t('social.more')}
              aria-expanded="false"
              onClick={() => {
                setExpanded(true);
                // Focus the first provider that was hidden, so keyboard users carry on where they were.
                requestAnimationFrame(() => list.current?.querySelectorAll('button')[ROW_SLOTS - 1]?.focus());
              }}
            >
              <MoreIcon />
            </button>
          </li>
        ) : null}
      </ul>
      {blockedOrigin ? (
        <p className="muted" id="airlock-social-blocked">
          {t('alert.originNotAllowed', { origin: blockedOrigin })}
        </p>
      ) : null}
    </section>
  );
}
