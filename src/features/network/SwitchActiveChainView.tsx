import { useServices } from '../../atoms/hooks.ts';
import type { SwitchActiveChainData } from '../../atoms/router.ts';
import { networkImageUrl } from '../../core/api/directory.ts';
import { Logo } from '../../ui/Image/Logo.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { useConfirmedSwitch } from './useConfirmedSwitch.ts';

/**
 * SwitchActiveChain: the wallet is connected on the current namespace but not on the target's. Confirming
 * makes the target active and goes on to the view it names (usually Connect, to connect a wallet there).
 */
export function SwitchActiveChainView({ data }: { data: SwitchActiveChainData | undefined }) {
  const t = useT();
  const { push, replace, api } = useServices();
  const { busy, confirm } = useConfirmedSwitch(data?.switchToChain, () => {
    if (data) (data.navigateWithReplace ? replace : push)(data.navigateTo);
  });
  if (!data) return null;
  const { switchToChain } = data;
  return (
    <div className="center">
      <Logo src={networkImageUrl(api, switchToChain)} size={56} className="logo large" fallback={switchToChain.name.slice(0, 1)} />
      <p className="title-text">{t('network.switchTo', { name: switchToChain.name })}</p>
      <p className="muted">{t('network.notSupportedByWallet', { name: switchToChain.name })}</p>
      <button type="button" className="button wide" data-autofocus="" disabled={busy} onClick={confirm}>
        {t('network.switchButton')}
      </button>
    </div>
  );
}
