import { useId } from 'react';
import { labelOf } from './nameInput.ts';

/** Free names like the one typed; picking one puts its label in the field. */
export function NameSuggestions({ names, disabled, onPick }: { names: string[]; disabled: boolean; onPick: (label: string) => void }) {
  const id = useId();
  if (names.length === 0) return null;
  return (
    <div className="stack">
      <p className="section-title" id={id}>
        Suggestions
      </p>
      <ul className="list" aria-labelledby={id}>
        {names.map((name) => (
          <li key={name}>
            <button type="button" className="button secondary names-suggestion" disabled={disabled} onClick={() => onPick(labelOf(name))}>
              {name}
              <span className="tag">Available</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
