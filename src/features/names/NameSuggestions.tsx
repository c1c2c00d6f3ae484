import { useId } from 'react';
import { useT } from '../../ui/i18n/useT.ts';
import { labelOf } from './nameInput.ts';

/** Free names like the one typed; picking one puts its label in the field. */
export function NameSuggestions({ names, disabled, onPick }: { names: string[]; disabled: boolean; onPick: (label: string) => void }) {
  const id = useId();
  const t = useT();
  if (names.length === 0) return null;
  return (
    <div className="stack">
      <p className="section-title" id={id}>
        {t('names.suggestions')}
      </p>
      <ul className="list" aria-labelledby={id}>
        {names.map((name) => (
          <li key={name}>
            <button type="button" className="button secondary names-suggestion" disabled={disabled} onClick={() => onPick(labelOf(name))}>
              {name}
              <span className="tag">{t('names.free')}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
