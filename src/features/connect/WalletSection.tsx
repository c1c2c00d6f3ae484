import { useAtomValue } from 'jotai/react';
import { injectedWalletsAtom } from '../../atoms/wallets.ts';
import { WalletIcon } from '../../ui/icons/icons.tsx';

/** The wallet section of Connect: the browser wallets this page can reach. */
export function WalletSection({ onSelect }: { onSelect: (uuid: string) => void }) {
  const injected = useAtomValue(injectedWalletsAtom);
  return (
    <section className="section" aria-labelledby="airlock-wallets-title">
      <h3 className="section-title" id="airlock-wallets-title">
        Wallets
      </h3>
      {injected.length === 0 ? (
        <p className="muted">No browser wallet was found on this page.</p>
      ) : (
        <ul className="list">
          {injected.map((wallet, index) => (
            <li key={wallet.uuid}>
              <button type="button" className="row" onClick={() => onSelect(wallet.uuid)} data-autofocus={index === 0 ? '' : undefined}>
                {wallet.icon ? <img src={wallet.icon} alt="" /> : <span className="glyph"><WalletIcon /></span>}
                <span className="name">{wallet.name}</span>
                <span className="tag">Installed</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
