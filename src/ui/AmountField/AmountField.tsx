import type { ReactNode } from 'react';
import { addStyles } from '../theme/styles.ts';
import { AmountInput } from './AmountInput.tsx';

let styled = false;
/** Its rules join the sheet on the first render (not on import: Pay's tests import Send's index without a DOM). */
function addAmountFieldStyles() {
  if (styled) return;
  styled = true;
  addStyles(/* css */ `
.amount-field { display: flex; gap: 8px; }
.amount-field .input { flex: 1; min-width: 0; font-size: 20px; }
.amount-hint { font-size: 13px; color: var(--a-fg-2); min-height: 18px; margin: 0; }
`);
}

export type AmountFieldProps = {
  /** The form's id prefix: the field is `${id}-amount`, its hint `${id}-hint`. */
  id: string;
  label: string;
  value: string;
  /** The text as typed, a decimal comma read as a point. */
  onChange: (value: string) => void;
  /** Beside the field (Send's Max). */
  action?: ReactNode;
  /** Under the field, describing it and announced as it changes (the USD value, the balance available). */
  hint?: ReactNode;
  /** What is wrong with the amount, said at once in the hint's place (Buy's limits). */
  error?: string | null;
};

/** An amount form's labelled field (Send, Buy): the amount, an action beside it, a hint or an error under it. */
export function AmountField({ id, label, value, onChange, action, hint, error }: AmountFieldProps) {
  addAmountFieldStyles();
  return (
    <div className="stack">
      <label htmlFor={`${id}-amount`}>{label}</label>
      <div className="amount-field">
        <AmountInput id={`${id}-amount`} value={value} onChange={onChange} describedBy={`${id}-hint`} invalid={Boolean(error)} />
        {action}
      </div>
      {error ? (
        <p className="error-text" id={`${id}-hint`} role="alert">
          {error}
        </p>
      ) : (
        <p className="amount-hint" id={`${id}-hint`} aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}
