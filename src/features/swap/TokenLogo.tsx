import { useState } from 'react';
import type { SwapToken } from './tokens.ts';

/** A token's logo from the API, or its initial when there is none or it fails to load. Decorative: names sit beside it. */
export function TokenLogo({ token }: { token: SwapToken }) {
  const [failed, setFailed] = useState(false);
  if (!token.logoUri || failed) {
    return (
      <span className="swap-logo" aria-hidden="true">
        {token.symbol.slice(0, 1)}
      </span>
    );
  }
  return <img className="swap-logo" src={token.logoUri} alt="" onError={() => setFailed(true)} />;
}
