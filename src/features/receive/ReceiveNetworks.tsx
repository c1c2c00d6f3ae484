import { useAtomValue } from 'jotai/react';
import { useEffect, useId } from 'react';
import { smartAccountNetworksAtom } from '../../atoms/embedded.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { networkImageUrl } from '../../core/api/directory.ts';
import { Logo } from '../../ui/Image/Logo.tsx';
import type { ReceiveAccount } from './receiveAccount.ts';
import { receivableNetworks } from './receivableNetworks.ts';
import { useT } from '../../ui/i18n/useT.ts';

/**
 * The networks the address can receive on (the requested ones of its namespace, the active one marked) and,
 * for the embedded wallet's smart account, the note that it is one.
 */
export function ReceiveNetworks({ account }: { account: ReceiveAccount }) {
  const t = useT();
  const { embedded, api } = useServices();
  const networks = useAtomValue(networksAtom);
  const active = useAtomValue(activeNetworkAtom);
  const smartAccountChainIds = useAtomValue(smartAccountNetworksAtom);
  const headingId = useId();

  // The smart-account chains load with the Account view's embedded panel; open({ view: 'Receive' }) may come first.
  useEffect(() => {
    if (account.smartAccount && smartAccountChainIds.length === 0) void embedded.loadSmartAccountNetworks();
  }, [account.smartAccount, embedded]);

  const list = receivableNetworks({
    networks,
    namespace: account.namespace,
    activeId: active?.caipNetworkId,
    smartAccountChainIds: account.smartAccount ? smartAccountChainIds : undefined,
  });

  return (
    <section className="receive-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="section-title">
        {t('receive.networks')}
      </h3>
      {account.smartAccount ? (
        <p className="receive-note" role="note">
          <strong>{t('receive.smartAccount.strong')}</strong> {t('receive.smartAccount.body')}
        </p>
      ) : (
        <p className="muted">{t('receive.onlyThese')}</p>
      )}
      {list.length === 0 ? (
        <p className="muted">{t('receive.noNetwork')}</p>
      ) : (
        <ul className="list receive-networks" aria-label={t('receive.networksLabel')}>
          {list.map(({ network, active: current }) => (
            <li key={network.caipNetworkId} aria-current={current ? 'true' : undefined}>
              <Logo src={networkImageUrl(api, network)} size={24} fallback={network.name.slice(0, 1)} />
              <span className="name">{network.name}</span>
              {current ? <span className="tag">{t('common.active')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
