import { useAtomValue } from 'jotai/react';
import { useEffect, useId } from 'react';
import { truncateAddress } from '../../core/caip.ts';
import type { GrantedPermission } from '../../core/smartSessions.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { smartSessionsAtom } from './state.ts';
import { useSmartSessionActions } from './useSmartSessionActions.ts';

/** When the session ends, in the visitor's locale (`expiry` is unix seconds). */
const expiryOf = (session: GrantedPermission) => new Date(session.expiry * 1000).toLocaleString();

/**
 * SmartSessions: the smart sessions (ERC-7715 permissions) granted by the embedded smart account, each with what it
 * allows, to whom and until when, and a Revoke the account signs in the secure frame.
 */
export function SmartSessionsView() {
  const { status, sessions, revoking, error } = useAtomValue(smartSessionsAtom);
  const { load, revoke } = useSmartSessionActions();
  const headingId = useId();
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section className="section" aria-labelledby={headingId}>
      <h3 className="section-title" id={headingId}>
        Granted permissions
      </h3>
      {status === 'loading' && sessions.length === 0 ? (
        <div className="center">
          <Spinner label="Loading smart sessions" />
        </div>
      ) : status === 'loaded' && sessions.length === 0 ? (
        <p className="muted">No smart sessions: nothing may act for this account.</p>
      ) : (
        <ul className="list" aria-labelledby={headingId}>
          {sessions.map((session) => (
            <li key={session.context} className="embedded-row" data-testid="smart-session">
              <span className="name" title={session.context}>
                {session.permissions.map((permission) => permission.type).join(', ')}
              </span>
              <span className="muted">
                {session.signer.type} signer, until {expiryOf(session)}
              </span>
              <button
                type="button"
                className="button secondary"
                aria-label={`Revoke smart session ${truncateAddress(session.context)}`}
                disabled={revoking !== undefined}
                onClick={() => void revoke(session.context)}
              >
                {revoking === session.context ? 'Revoking…' : 'Revoke'}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
