import { useAtomValue } from 'jotai/react';
import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { useServices } from '../../atoms/hooks.ts';
import { disallowedOriginAtom } from '../../atoms/originGate.ts';
import { sessionEndedAtom } from '../../atoms/sessionEnded.ts';
import { useT } from '../../ui/i18n/useT.ts';

const emailInput = z.email();

/**
 * The Connect view's e-mail field (SPEC section 2): a labelled textbox, Enter submits, an invalid address shows
 * 'Invalid email'. Tiny on purpose: the e-mail chunk and the hidden frame load on focus or submit.
 * On a page off the project's allowlist (SPEC section 6) the field is disabled and says why. After an embedded session
 * ended (sessionEnded.ts) it asks the visitor to sign in again, with the address they used filled in.
 */
export function EmailField() {
  const t = useT();
  const { embedded } = useServices();
  const id = useId();
  const ended = useAtomValue(sessionEndedAtom);
  const [value, setValue] = useState(ended?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blockedOrigin = useAtomValue(disallowedOriginAtom);
  const describedBy =
    [ended ? `${id}-ended` : '', error ? `${id}-error` : '', blockedOrigin ? `${id}-blocked` : ''].filter(Boolean).join(' ') || undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blockedOrigin) return;
    const parsed = emailInput.safeParse(value.trim());
    if (!parsed.success) return setError('Invalid email');
    setError(null);
    setBusy(true);
    void embedded
      .connectEmail(parsed.data)
      .then(setError, () => setError('Something went wrong'))
      .finally(() => setBusy(false));
  };
  return (
    <form className="section email-form" onSubmit={submit} noValidate>
      <label className="section-title" htmlFor={`${id}-email`}>
        {t('email.label')}
      </label>
      <div className="field">
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={value}
          disabled={Boolean(blockedOrigin)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onFocus={() => embedded.warm()}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
        <button
          type="submit"
          className="button"
          disabled={busy || value.trim() === '' || Boolean(blockedOrigin)}
          aria-busy={busy || undefined}
        >
          {t('email.continue')}
        </button>
      </div>
      {ended ? (
        <p className="muted" id={`${id}-ended`} role="status">
          {t('email.signInAgain')}
        </p>
      ) : null}
      {blockedOrigin ? (
        <p className="muted" id={`${id}-blocked`}>
          {t('alert.originNotAllowed', { origin: blockedOrigin })}
        </p>
      ) : null}
      {error ? (
        <p className="error-text" id={`${id}-error`} role="alert">
          {t.text(error)}
        </p>
      ) : null}
    </form>
  );
}
