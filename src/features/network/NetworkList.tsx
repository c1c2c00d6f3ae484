import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { useServices } from '../../atoms/hooks.ts';
import { networkImageUrl } from '../../core/api/directory.ts';
import { Logo } from '../../ui/Image/Logo.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';

/**
 * The requested networks (those `only` keeps) as buttons; the active one is marked (aria-current) and the pending one
 * busy. None kept: no list.
 */
export function NetworkList({
  onSelect,
  label,
  only,
}: {
  onSelect: (network: CaipNetwork) => Promise<unknown>;
  label: string;
  only?: ((network: CaipNetwork) => boolean) | undefined;
}) {
  const requested = useAtomValue(networksAtom);
  const networks = only ? requested.filter(only) : requested;
  const active = useAtomValue(activeNetworkAtom);
  const [pending, setPending] = useState<string>();
  const { api } = useServices();
  if (networks.length === 0) return null;
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
              <Logo src={networkImageUrl(api, network)} size={40} fallback={network.name.slice(0, 1)} />
              <span className="name">{network.name}</span>
              {busy ? <Spinner /> : current ? <span className="tag">Active</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
