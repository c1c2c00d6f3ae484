import { useEffect, useRef } from 'react';

/**
 * A six-digit code input: focused when shown (a person can just type the digits), digits only,
 * and it submits by itself once six digits are in.
 */
export function OtpInput({ label, disabled, onComplete }: { label: string; disabled?: boolean; onComplete: (code: string) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!disabled) ref.current?.focus();
  }, [disabled]);
  return (
    <input
      ref={ref}
      className="input otp-input"
      aria-label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      disabled={disabled}
      data-autofocus=""
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
        event.target.value = digits;
        if (digits.length === 6) {
          onComplete(digits);
          event.target.value = '';
        }
      }}
    />
  );
}
