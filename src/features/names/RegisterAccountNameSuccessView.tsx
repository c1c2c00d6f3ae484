import { useAtomValue } from 'jotai/react';
import { useRef } from 'react';
import { identityAtom } from '../../atoms/account.ts';
import { useServices } from '../../atoms/hooks.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { nameFormAtom } from './state.ts';
import { addNameStyles } from './styles.ts';

/** RegisterAccountNameSuccess (SPEC section 4): the name registered, now the account's profile name. */
export function RegisterAccountNameSuccessView() {
  addNameStyles();
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
          <p className="muted">is now this account's name: anyone can send to it instead of your address.</p>
        </>
      ) : (
        <p className="muted">This account has no name yet.</p>
      )}
      <button type="button" className="button wide" data-autofocus="" onClick={() => reset('Account')}>
        Back to account
      </button>
    </div>
  );
}
