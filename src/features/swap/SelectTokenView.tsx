import { useAtomValue } from 'jotai/react';
import { useId, useRef, useState } from 'react';
import { tokenBalancesAtom } from '../../atoms/account.ts';
import { useServices } from '../../atoms/hooks.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { formatUnits } from './quote.ts';
import { swapFormAtom } from './state.ts';
import { TokenLogo } from './TokenLogo.tsx';
import { searchTokens } from './tokens.ts';
import { useSwapActions } from './useSwapActions.ts';
import { useT } from '../../ui/i18n/useT.ts';

/**
 * The swap's token picker: a search over the network's tokens (symbol, name or address), the account's balances
 * first; picking one goes back to the form (picking the other side's token swaps the two).
 */
export function SelectTokenView() {
  const t = useT();
  const actions = useSwapActions();
  const { goBack } = useServices();
  const form = useAtomValue(swapFormAtom);
  useAtomValue(tokenBalancesAtom);
  const [query, setQuery] = useState('');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useAutofocus(root);
  const side = form.picking ?? 'to';
  const selected = side === 'from' ? form.fromKey : form.toKey;
  const results = searchTokens(actions.tokens(), query);

  return (
    <div className="swap-picker" ref={root}>
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        {t('swap.search')}
      </label>
      <input
        id={`${id}-search`}
        className="input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('swap.searchPlaceholder')}
        data-autofocus=""
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {results.length === 0 ? (
        <p className="muted center" role="status">
          {query.trim() ? t('swap.noMatch', { query: query.trim() }) : t('swap.noTokens')}
        </p>
      ) : (
        <ul className="list" aria-label={t(side === 'from' ? 'swap.listFrom' : 'swap.listTo')}>
          {results.map((token) => (
            <li key={token.key}>
              <button
                type="button"
                className="row"
                aria-current={token.key === selected ? true : undefined}
                onClick={() => {
                  actions.setToken(side, token.key);
                  actions.setPicking(undefined);
                  goBack();
                }}
              >
                <TokenLogo token={token} />
                <span className="name">
                  <span>{token.symbol}</span>
                  <span className="muted">{token.name}</span>
                </span>
                {token.balance > 0n ? <span className="swap-held">{formatUnits(token.balance, token.decimals)}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
