import { useAtomValue } from 'jotai/react';
import { emailLoginAtom } from '../../atoms/embedded.ts';
import { useServices } from '../../atoms/hooks.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { OtpInput } from './OtpInput.tsx';

/**
 * EmailLogin (SPEC section 4): after the code request, either the device-approval wait or the one-time code,
 * then connecting. Errors are the frame's message (e.g. 'Invalid code') or the cooldown text.
 */
export function EmailLoginView() {
  const state = useAtomValue(emailLoginAtom);
  const { embedded } = useServices();
  if (!state)
    return (
      <div className="center">
        <Spinner large label="Loading" />
      </div>
    );
  const { email, step, error } = state;
  const errorText = error ? (
    <p className="error-text" role="alert">
      {error}
    </p>
  ) : null;

  if (step === 'device') {
    return (
      <div className="center connecting">
        <Spinner large label="Waiting for device approval" />
        <p className="title-text">Approve this device</p>
        <p className="muted">
          Approve this device from the e-mail we sent to <strong>{email}</strong>, then come back here.
        </p>
        {errorText}
      </div>
    );
  }
  if (step === 'otp' || step === 'verifying') {
    return (
      <div className="center connecting">
        <p className="title-text">Enter the code</p>
        <p className="muted" id="airlock-otp-help">
          We sent a six-digit code to <strong>{email}</strong>.
        </p>
        <OtpInput
          label="Verification code"
          disabled={step === 'verifying'}
          error={Boolean(error)}
          onComplete={(code) => void embedded.connectOtp(code)}
        />
        {step === 'verifying' ? <Spinner label="Verifying code" /> : null}
        {errorText}
        <button
          type="button"
          className="button secondary"
          disabled={step === 'verifying'}
          onClick={() => void embedded.connectEmail(email, { resend: true })}
        >
          Resend code
        </button>
      </div>
    );
  }
  return (
    <div className="center connecting" aria-busy="true">
      <Spinner large label={step === 'sending' ? 'Sending code' : 'Connecting'} />
      <p className="title-text">{step === 'sending' ? 'Sending a code…' : 'Connecting…'}</p>
      <p className="muted">{email}</p>
      {errorText}
    </div>
  );
}
