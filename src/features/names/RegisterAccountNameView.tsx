import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useRef } from 'react';
import type { Translator } from '../../core/i18n/translator.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { formatElements } from '../../ui/i18n/formatElements.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { fullNameOf, isValidLabel, labelOf, NAME_SUFFIX } from './nameInput.ts';
import { NameSuggestions } from './NameSuggestions.tsx';
import { type NameLookup, nameFormAtom } from './state.ts';
import { useNameActions } from './useNameActions.ts';

/** How long typing pauses before the name is checked. */
const LOOKUP_DELAY_MS = 300;

/** The line under the field: what the live check found for the label typed. */
function lookupStatus(t: Translator, lookup: NameLookup, label: string): { text: string; available?: boolean } {
  if (lookup.status === 'idle' || lookup.label !== label) return { text: '' };
  if (lookup.status === 'loading') return { text: t('names.checking', { name: fullNameOf(label) }) };
  if (lookup.status === 'error' || lookup.registered === undefined) return { text: '' };
  return lookup.registered
    ? { text: t('names.taken', { name: lookup.name }) }
    : { text: t('names.available', { name: lookup.name }), available: true };
}

/**
 * RegisterAccountName (SPEC sections 2, 4, 5): a name for the embedded wallet's account. The field takes the
 * label (letters, digits and hyphens, at least 4); as typing pauses it shows whether the name is free and
 * suggests free ones. Register asks the wallet to sign (approved inside the secure frame), then registers.
 */
export function RegisterAccountNameView() {
  const t = useT();
  const actions = useNameActions();
  const form = useAtomValue(nameFormAtom);
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  useAutofocus(root);

  // The name is checked once typing pauses; the field itself answers every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => void actions.lookup(), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form.input]);
  useEffect(() => actions.cancelLookup, []);

  const label = labelOf(form.input);
  const valid = isValidLabel(label);
  const { lookup } = form;
  const status = lookupStatus(t, lookup, label);
  const taken = lookup.status === 'ready' && lookup.label === label && lookup.registered === true;
  const busy = form.step !== undefined;
  const lookupError = lookup.status === 'error' && lookup.label === label ? lookup.message : undefined;
  return (
    <form
      ref={root}
      className="names-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void actions.register();
      }}
    >
      <p className="muted">{t('names.intro')}</p>
      <div className="stack">
        <label htmlFor={`${id}-name`}>{t('names.label')}</label>
        {/* A name is Latin letters read left to right, its suffix after it, in a right-to-left language too. */}
        <div className="names-field" dir="ltr">
          <input
            id={`${id}-name`}
            className="input"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus=""
            pattern="[a-zA-Z0-9\-]{4,}"
            value={form.input}
            readOnly={busy}
            aria-invalid={form.input !== '' && !valid ? true : undefined}
            aria-describedby={`${id}-hint ${id}-status`}
            onChange={(event) => actions.setInput(event.target.value)}
          />
          <span className="names-suffix" aria-hidden="true">
            {NAME_SUFFIX}
          </span>
        </div>
        <p className="names-hint" id={`${id}-hint`}>
          {formatElements(t('names.hint'), { suffix: <bdi>{NAME_SUFFIX}</bdi> })}
        </p>
      </div>
      <p className="names-status" id={`${id}-status`} aria-live="polite" data-available={status.available}>
        {status.text}
      </p>
      {lookup.status === 'ready' && lookup.label === label ? (
        <NameSuggestions names={lookup.alternatives} disabled={busy} onPick={actions.setInput} />
      ) : null}
      {lookupError ? (
        <p className="error-text" role="alert">
          {t.text(lookupError)}
        </p>
      ) : null}
      {form.error ? (
        <p className="error-text" role="alert">
          {t.text(form.error)}
        </p>
      ) : null}
      <button type="submit" className="button wide" disabled={!valid || taken || busy}>
        {t(form.step === 'signing' ? 'names.waiting' : form.step === 'registering' ? 'names.registering' : 'names.register')}
      </button>
    </form>
  );
}
