import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { useServices } from '../../atoms/hooks.ts';

const emailInput = z.email();

/**
 * The Connect view's e-mail field (SPEC section 2): a labelled textbox, Enter submits, an invalid address shows
 * 'Invalid email'. Tiny on purpose: the e-mail chunk and the hidden frame load on focus or submit.
 */
export function EmailField() {
  const { embedded } = useServices();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
        Email
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={() => embedded.warm()}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className="button" disabled={busy || value.trim() === ''} aria-busy={busy || undefined}>
          Continue
        </button>
      </div>
      {error ? (
        <p className="error-text" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
