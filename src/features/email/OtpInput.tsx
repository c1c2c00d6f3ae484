import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '../../ui/i18n/useT.ts';
import { addStyles } from '../../ui/theme/styles.ts';

const LENGTH = 6;
const empty = () => Array<string>(LENGTH).fill('');

addStyles(/* css */ `
.otp { display: flex; gap: 8px; justify-content: center; margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.otp-cell {
  width: 44px; min-height: 52px; padding: 0; text-align: center; font-size: 22px; font-weight: 600;
  font-variant-numeric: tabular-nums; caret-color: var(--airlock-accent);
}
.otp[data-error] .otp-cell { border-color: var(--a-error); }
/* SPEC section 9: the error shake lasts 500 ms. */
.otp[data-error] { animation: a-shake 500ms ease-in-out; }
@keyframes a-shake {
  20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); }
}
@media (prefers-reduced-motion: reduce) { .otp[data-error] { animation: none; } }
`);

/**
 * A six-digit code as six cells in one labelled group: typing moves to the next cell, Backspace on an empty cell
 * goes back and clears it, the arrows move, a paste (or the browser's one-time-code autofill) fills from the
 * cell it lands in, and the code submits by itself once the sixth digit is in. `error` marks the cells and
 * shakes them once (500 ms, none under reduced motion); the cells are cleared for a new try.
 */
export function OtpInput({
  label,
  disabled,
  error,
  onComplete,
}: {
  label: string;
  disabled?: boolean;
  error?: boolean;
  onComplete: (code: string) => void;
}) {
  const t = useT();
  const [digits, setDigits] = useState(empty);
  // The digits as typed so far: key events may come faster than a render, so they read this, not the state.
  const current = useRef(digits);
  const cells = useRef<Array<HTMLInputElement | null>>([]);

  useEffect(() => {
    if (!disabled) cells.current[current.current.indexOf('')]?.focus();
  }, [disabled]);

  const update = (next: string[]) => {
    current.current = next;
    setDigits(next);
  };

  /** Puts `typed` digits from cell `start` on, then focuses the next empty cell or submits a full code. */
  const fill = (start: number, typed: string) => {
    const chars = typed
      .replace(/\D/g, '')
      .slice(0, LENGTH - start)
      .split('');
    if (chars.length === 0) return;
    const next = [...current.current];
    chars.forEach((char, i) => {
      next[start + i] = char;
    });
    if (next.every((d) => d !== '')) {
      update(empty());
      cells.current[0]?.focus();
      onComplete(next.join(''));
      return;
    }
    update(next);
    cells.current[Math.min(start + chars.length, LENGTH - 1)]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && current.current[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...current.current];
      next[index - 1] = '';
      update(next);
      cells.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      cells.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < LENGTH - 1) {
      event.preventDefault();
      cells.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset className="otp" data-error={error ? '' : undefined}>
      <legend className="visually-hidden">{label}</legend>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six cells are fixed positions.
          key={index}
          ref={(el) => void (cells.current[index] = el)}
          className="input otp-cell"
          aria-label={t('otp.digit', { index: index + 1, count: LENGTH })}
          aria-invalid={error || undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          value={digit}
          disabled={disabled}
          data-autofocus={index === 0 ? '' : undefined}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const value = event.target.value;
            if (value === '') {
              const next = [...current.current];
              next[index] = '';
              update(next);
              return;
            }
            // Typing over a filled cell: the new digit is what was added to the old one.
            const old = current.current[index] ?? '';
            fill(index, old && value.length > 1 && value.startsWith(old) ? value.slice(old.length) : value);
          }}
        />
      ))}
    </fieldset>
  );
}
