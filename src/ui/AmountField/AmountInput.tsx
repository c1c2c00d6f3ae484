export type AmountInputProps = {
  id: string;
  value: string;
  /** The text as typed, a decimal comma read as a point. */
  onChange: (value: string) => void;
  /** The element that says what the amount is worth, or what is wrong with it. */
  describedBy: string;
  className?: string;
  invalid?: boolean;
  disabled?: boolean;
};

/**
 * An amount as a visitor types or pastes it: decimal keyboard, no autocomplete, the first field of its view (focused
 * on open). Every amount form (Send, Buy, Swap) takes its text from here; each checks it against its own token.
 */
export function AmountInput({ id, value, onChange, describedBy, className = 'input', invalid, disabled }: AmountInputProps) {
  return (
    <input
      id={id}
      className={className}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      data-autofocus=""
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value.replace(',', '.'))}
    />
  );
}
