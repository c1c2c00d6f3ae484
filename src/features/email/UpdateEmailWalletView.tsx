import { useAtomValue } from 'jotai/react';
import { useId, useState } from 'react';
import { embeddedUserAtom, updateEmailAtom } from '../../atoms/embedded.ts';
import { useServices } from '../../atoms/hooks.ts';
import { formatElements } from '../../ui/i18n/formatElements.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { OtpInput } from './OtpInput.tsx';

/** UpdateEmailWallet (SPEC section 4): new address, code to the current one, code to the new one, stored. */
export function UpdateEmailWalletView() {
  const t = useT();
  const state = useAtomValue(updateEmailAtom);
  const user = useAtomValue(embeddedUserAtom);
  const { embedded } = useServices();
  const id = useId();
  const [value, setValue] = useState(state.newEmail);
  const errorText = state.error ? (
    <p className="error-text" role="alert" id={`${id}-error`}>
      {t.text(state.error)}
    </p>
  ) : null;

  if (state.step === 'primary' || state.step === 'secondary' || state.step === 'verifying') {
    const toOld = state.step === 'primary';
    return (
      <div className="center connecting">
        <p className="title-text">{t(toOld ? 'update.confirmCurrent' : 'update.confirmNew')}</p>
        <p className="muted">
          {formatElements(t('update.enterCode'), {
            email: <strong>{toOld ? (user?.email ?? t('update.yourCurrent')) : state.newEmail}</strong>,
          })}
        </p>
        <OtpInput
          key={state.step}
          label={t('otp.label')}
          disabled={state.step === 'verifying'}
          error={Boolean(state.error)}
          onComplete={(code) => void embedded.updateEmailOtp(code)}
        />
        {state.step === 'verifying' ? <Spinner label={t('otp.verifying')} /> : null}
        {errorText}
      </div>
    );
  }
  return (
    <form
      className="section"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void embedded.updateEmail(value);
      }}
    >
      {user?.email ? <p className="muted">{t('update.current', { email: user.email })}</p> : null}
      <label className="section-title" htmlFor={`${id}-email`}>
        {t('update.newEmail')}
      </label>
      <input
        id={`${id}-email`}
        className="input"
        type="email"
        autoComplete="email"
        value={value}
        data-autofocus=""
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {errorText}
      <button type="submit" className="button" disabled={state.step === 'sending' || value.trim() === ''}>
        {t(state.step === 'sending' ? 'update.sending' : 'update.save')}
      </button>
    </form>
  );
}
