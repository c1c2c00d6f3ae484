import { useAtomValue } from 'jotai/react';
import { emailLoginAtom } from '../../atoms/embedded.ts';
import { useServices } from '../../atoms/hooks.ts';
import { formatElements } from '../../ui/i18n/formatElements.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { OtpInput } from './OtpInput.tsx';

/**
 * EmailLogin (SPEC section 4): after the code request, either the device-approval wait or the one-time code,
 * then connecting. Errors are the frame's message (e.g. 'Invalid code') or the cooldown text.
 */
export function EmailLoginView() {
  const t = useT();
  const state = useAtomValue(emailLoginAtom);
  const { embedded } = useServices();
  if (!state)
    return (
      <div className="center">
        <Spinner large label={t('modal.loading')} />
      </div>
    );
  const { email, step, error } = state;
  const errorText = error ? (
    <p className="error-text" role="alert">
      {t.text(error)}
    </p>
  ) : null;

  if (step === 'device') {
    return (
      <div className="center connecting">
        <Spinner large label={t('device.waiting')} />
        <p className="title-text">{t('device.title')}</p>
        <p className="muted">{formatElements(t('device.body'), { email: <strong>{email}</strong> })}</p>
        {errorText}
      </div>
    );
  }
  if (step === 'failed') {
    return (
      <div className="center connecting">
        <p className="muted">{email}</p>
        {errorText}
        <button type="button" className="button secondary" onClick={() => void embedded.connectEmail(email)}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (step === 'otp' || step === 'verifying') {
    return (
      <div className="center connecting">
        <p className="title-text">{t('otp.enter')}</p>
        <p className="muted" id="airlock-otp-help">
          {formatElements(t('otp.sentTo'), { email: <strong>{email}</strong> })}
        </p>
        <OtpInput
          label={t('otp.label')}
          disabled={step === 'verifying'}
          error={Boolean(error)}
          onComplete={(code) => void embedded.connectOtp(code)}
        />
        {step === 'verifying' ? <Spinner label={t('otp.verifying')} /> : null}
        {errorText}
        <button
          type="button"
          className="button secondary"
          disabled={step === 'verifying'}
          onClick={() => void embedded.connectEmail(email, { resend: true })}
        >
          {t('otp.resend')}
        </button>
      </div>
    );
  }
  return (
    <div className="center connecting" aria-busy="true">
      <Spinner large label={t(step === 'sending' ? 'email.sendingCode' : 'email.connecting')} />
      <p className="title-text">{t(step === 'sending' ? 'email.sendingACode' : 'email.connectingDots')}</p>
      <p className="muted">{email}</p>
      {errorText}
    </div>
  );
}
