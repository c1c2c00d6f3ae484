import { useAtomValue } from 'jotai/react';
import { useRef } from 'react';
import { identityAtom } from '../../atoms/account.ts';
import { useServices } from '../../atoms/hooks.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { nameFormAtom } from './state.ts';
import { addNameStyles } from './styles.ts';

/** RegisterAccountNameSuccess (SPEC section 4): the name registered, now the account's profile name. */
export function RegisterAccountNameSuccessView() {
  addNameStyles();
  const t = useT();
  const { registered } = useAtomValue(nameFormAtom);
  const identity = useAtomValue(identityAtom);
  const { reset } = useServices();
  const root = useRef<HTMLDivElement>(null);
  useAutofocus(root);
  const name = registered ?? identity?.name;
  return (
    <div ref={root} className="names-success">
      <span className="glyph large" aria-hidden="true">
        ✓
      </span>
      {name ? (
        <>
          <p className="title-text" data-testid="registered-name">
            {name}
          </p>
          <p className="muted">{t('names.nowYours')}</p>
        </>
      ) : (
        <p className="muted">{t('names.none')}</p>
      )}
      <button type="button" className="button wide" data-autofocus="" onClick={() => reset('Account')}>
        {t('names.backToAccount')}
      </button>
    </div>
  );
}
