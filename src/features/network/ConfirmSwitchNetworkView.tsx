import { useAtomValue } from 'jotai/react';
import { useEffect, useRef } from 'react';
import { useServices } from '../../atoms/hooks.ts';
import { type ConfirmSwitchNetworkData, routerAtom, type View } from '../../atoms/router.ts';
import { networkImageUrl } from '../../core/api/directory.ts';
import { Logo } from '../../ui/Image/Logo.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { useConfirmedSwitch } from './useConfirmedSwitch.ts';

/** The views a confirmed switch leaves: this one, and the network list it was asked from. */
const SWITCH_VIEWS: ReadonlySet<View> = new Set(['ConfirmSwitchNetwork', 'SwitchNetwork']);

/**
 * ConfirmSwitchNetwork (SPEC section 2): with the embedded wallet, or when the host forces it, the visitor confirms
 * the network before the switch happens. Once switched the modal goes back to where the switch was asked from.
 */
export function ConfirmSwitchNetworkView({ data }: { data: ConfirmSwitchNetworkData | undefined }) {
  const t = useT();
  const { goBack, api } = useServices();
  const router = useAtomValue(routerAtom);
  const { busy, confirm } = useConfirmedSwitch(data?.switchToChain, () => {
    let depth = 0;
    for (let i = router.history.length - 1; i >= 0 && SWITCH_VIEWS.has(router.history[i]!.view); i--) depth++;
    for (let i = 0; i < depth; i++) goBack();
  });
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The view replaces the network list under the keyboard: focus moves to the answer it asks for.
  useEffect(() => confirmButton.current?.focus(), []);
  if (!data) return null;
  const { switchToChain } = data;
  return (
    <div className="center">
      <Logo src={networkImageUrl(api, switchToChain)} size={56} className="logo large" fallback={switchToChain.name.slice(0, 1)} />
      <p className="title-text">{t('confirmSwitch.title', { name: switchToChain.name })}</p>
      <p className="muted">{t('confirmSwitch.body', { name: switchToChain.name })}</p>
      <button ref={confirmButton} type="button" className="button wide" data-autofocus="" disabled={busy} onClick={confirm}>
        {t('network.switchButton')}
      </button>
      <button type="button" className="button secondary wide" disabled={busy} onClick={goBack}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
