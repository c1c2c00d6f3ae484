import type { ReactNode } from 'react';

export type ReceiverFieldProps = {
  /** The form's id prefix: the field is `${id}-to`. */
  id: string;
  label: string;
  /** What an address of this network looks like. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the form's error while there is one: the field is then invalid and described by it. */
  errorId?: string;
  /** Under the field (Send's name lookup and the receiver's profile). */
  children?: ReactNode;
};

/** A send form's receiver: an address typed or pasted as it is (no autocomplete, no spelling check). */
export function ReceiverField({ id, label, placeholder, value, onChange, errorId, children }: ReceiverFieldProps) {
  return (
    <div className="stack">
      <label htmlFor={`${id}-to`}>{label}</label>
      <input
        id={`${id}-to`}
        className="input"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
      {children}
    </div>
  );
}
