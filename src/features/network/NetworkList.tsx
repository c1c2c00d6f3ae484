import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';

/** The requested networks as buttons; the active one is marked (aria-current) and the pending one busy. */
export function NetworkList({ onSelect, label }: { onSelect: (network: CaipNetwork) => Promise<unknown>; label: string }) {
  const networks = useAtomValue(networksAtom);
  const active = useAtomValue(activeNetworkAtom);
  const [pending, setPending] = useState<string>();
  return (
    <ul className="list" aria-label={label}>
      {networks.map((network, index) => {
        const current = network.caipNetworkId === active?.caipNetworkId;
        const busy = pending === network.caipNetworkId;
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-current={current ? 'true' : undefined}
              aria-busy={busy || undefined}
              data-autofocus={index === 0 ? '' : undefined}
              disabled={pending !== undefined}
              onClick={() => {
                setPending(network.caipNetworkId);
                void onSelect(network).finally(() => setPending(undefined));
              }}
            >
              {network.assets?.imageUrl ? (
                <img src={network.assets.imageUrl} alt="" />
              ) : (
                <span className="glyph" aria-hidden="true">
                  {network.name.slice(0, 1)}
                </span>
              )}
              <span className="name">{network.name}</span>
              {busy ? <Spinner /> : current ? <span className="tag">Active</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
