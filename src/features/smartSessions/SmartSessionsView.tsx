import { useAtomValue } from 'jotai/react';
import { useEffect, useId } from 'react';
import { truncateAddress } from '../../core/caip.ts';
import type { Locale } from '../../core/i18n/locales.ts';
import type { GrantedPermission } from '../../core/smartSessions.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { smartSessionsAtom } from './state.ts';
import { useSmartSessionActions } from './useSmartSessionActions.ts';

/** When the session ends, in the modal's language (`expiry` is unix seconds). */
const expiryOf = (session: GrantedPermission, locale: Locale) => new Date(session.expiry * 1000).toLocaleString(locale);

/**
 * SmartSessions: the smart sessions (ERC-7715 permissions) granted by the embedded smart account, each with what it
 * allows, to whom and until when, and a Revoke the account signs in the secure frame.
 */
export function SmartSessionsView() {
  const t = useT();
  const { status, sessions, revoking, error } = useAtomValue(smartSessionsAtom);
  const { load, revoke } = useSmartSessionActions();
  const headingId = useId();
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section className="section" aria-labelledby={headingId}>
      <h3 className="section-title" id={headingId}>
        {t('sessions.granted')}
      </h3>
      {status === 'loading' && sessions.length === 0 ? (
        <div className="center">
          <Spinner label={t('sessions.loading')} />
        </div>
      ) : status === 'loaded' && sessions.length === 0 ? (
        <p className="muted">{t('sessions.none')}</p>
      ) : (
        <ul className="list" aria-labelledby={headingId}>
          {sessions.map((session) => (
            <li key={session.context} className="embedded-row" data-testid="smart-session">
              <span className="name" title={session.context}>
                {session.permissions.map((permission) => permission.type).join(', ')}
              </span>
              <span className="muted">{t('sessions.signerUntil', { signer: session.signer.type, date: expiryOf(session, t.locale) })}</span>
              <button
                type="button"
                className="button secondary"
                aria-label={t('sessions.revokeLabel', { id: truncateAddress(session.context) })}
                disabled={revoking !== undefined}
                onClick={() => void revoke(session.context)}
              >
                {t(revoking === session.context ? 'sessions.revoking' : 'sessions.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="error-text" role="alert">
          {t.text(error)}
        </p>
      ) : null}
    </section>
  );
}
