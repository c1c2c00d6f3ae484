import { useState } from 'react';
import { useServices } from '../../atoms/hooks.ts';
import type { CaipNetwork } from '../../core/caip.ts';

/** A switch the visitor confirmed in a view: busy while the wallet switches, then `onSwitched` once it did. */
export function useConfirmedSwitch(network: CaipNetwork | undefined, onSwitched: () => void) {
  const { wallet } = useServices();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!network) return;
    setBusy(true);
    void wallet.switchNetwork(network, { confirmed: true }).then((ok) => {
      setBusy(false);
      if (ok) onSwitched();
    });
  };
  return { busy, confirm };
}
