import { useAtomValue } from 'jotai/react';
import { useEffect, useState, type ReactNode } from 'react';
import { balanceStatusAtom, identityAtom, nativeBalanceAtom, tokenBalancesAtom } from '../../atoms/account.ts';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { featuresAtom, remoteConfigSettledAtom } from '../../atoms/features.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { truncateAddress } from '../../core/caip.ts';
import { networkImageUrl } from '../../core/api/directory.ts';
import { CopyIcon } from '../../ui/icons/icons.tsx';
import { Logo } from '../../ui/Image/Logo.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { avatarGradient } from './avatar.ts';
import { BalanceUnavailable } from './BalanceUnavailable.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { formatAmount, formatUsd } from './format.ts';
import { Tabs, type Tab } from './Tabs.tsx';
import { WalletFeatures } from './WalletFeatures.tsx';

/** The profile picture from the identity API, else the generated gradient for the address. */
export function Avatar({ address, avatar, size = 64 }: { address: string; avatar: string | null | undefined; size?: number }) {
  const [broken, setBroken] = useState(false);
  if (avatar && !broken) {
    return <img className="avatar" src={avatar} alt="" width={size} height={size} onError={() => setBroken(true)} />;
  }
  return <span className="avatar" aria-hidden="true" style={{ width: size, height: size, backgroundImage: avatarGradient(address) }} />;
}

function TokensPanel() {
  const t = useT();
  const balances = useAtomValue(tokenBalancesAtom);
  const status = useAtomValue(balanceStatusAtom);
  if (!balances) {
    return status === 'error' ? (
      <BalanceUnavailable />
    ) : (
      <div className="center">
        <Spinner label={t('account.loadingTokens')} />
      </div>
    );
  }
  if (balances.length === 0) return <p className="muted">{t('account.noTokens')}</p>;
  return (
    <ul className="list token-list" aria-label={t('account.tokens')}>
      {balances.map((token) => (
        <li key={token.address ?? `native:${token.chainId}`} className="token-row">
          <Logo src={token.iconUrl} size={32} fallback={token.symbol.slice(0, 1)} />
          <span className="name">
            {token.name}
            <span className="muted">
              {' '}
              {formatAmount(token.quantity.numeric)} {token.symbol}
            </span>
          </span>
          <span className="value">{formatUsd(token.value)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Account view (SPEC section 2): avatar and name or truncated address, copy, native balance with its
 * USD value, the network button, Tokens and NFTs tabs, the wallet list (multiWallet) and disconnect. The
 * Activity tab shows once the remote config has settled with the activity feature on; `activity` and `nfts` render
 * their lazy chunks and `embedded` is the embedded wallet's Account section, shown above Disconnect (the remote
 * passes them: a feature never imports another).
 */
export function AccountView({
  activity,
  nfts,
  embedded,
}: {
  activity?: () => ReactNode;
  nfts?: () => ReactNode;
  embedded?: ReactNode;
} = {}) {
  const t = useT();
  const { wallet, toaster, push, api } = useServices();
  const connection = useAtomValue(activeConnectionAtom);
  const network = useAtomValue(activeNetworkAtom);
  const identity = useAtomValue(identityAtom);
  const native = useAtomValue(nativeBalanceAtom);
  const features = useAtomValue(featuresAtom);
  const configSettled = useAtomValue(remoteConfigSettledAtom);
  const [tab, setTab] = useState('tokens');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void wallet.refreshAccount();
  }, [wallet, connection.caipAddress]);

  const address = connection.address;
  if (!address)
    return (
      <div className="center">
        <Spinner label={t('account.loading')} />
      </div>
    );
  const short = truncateAddress(address);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toaster.showSuccess(t('receive.copied'));
    } catch {
      toaster.showError(t('receive.copyFailed'));
    }
  };
  const tabs: Tab[] = [{ id: 'tokens', label: t('account.tokens'), render: () => <TokensPanel /> }];
  if (nfts) tabs.push({ id: 'nfts', label: 'NFTs', render: nfts });
  if (activity && features.activity && configSettled) tabs.push({ id: 'activity', label: t('account.activity'), render: activity });
  return (
    <div className="account">
      <div className="center profile">
        <Avatar address={address} avatar={identity?.avatar} />
        <div className="profile-name">
          <span className="title-text" title={address}>
            {identity?.name ?? short}
          </span>
          <button type="button" className="icon-button" aria-label={t('receive.copy')} onClick={() => void copy()}>
            <CopyIcon />
          </button>
        </div>
        {identity?.name ? <span className="muted">{short}</span> : null}
        <p className="balance" aria-live="polite">
          {native ? (
            <>
              <span data-testid="native-balance">
                {formatAmount(native.amount)} {native.symbol}
              </span>
              <span className="muted"> · {formatUsd(native.usd)}</span>
            </>
          ) : (
            <span className="muted">{network?.nativeCurrency.symbol ? `— ${network.nativeCurrency.symbol}` : '—'}</span>
          )}
        </p>
        <button type="button" className="button secondary network-button" onClick={() => push('SwitchNetwork')}>
          <Logo src={network ? networkImageUrl(api, network) : undefined} size={22} fallback={network?.name.slice(0, 1) ?? '?'} />
          {network?.name ?? t('account.selectNetwork')}
        </button>
      </div>
      <WalletFeatures />
      <Tabs label={t('account.assets')} tabs={tabs} selected={tab} onSelect={setTab} />
      {features.multiWallet ? (
        <button type="button" className="button secondary wide" onClick={() => push('ProfileWallets')}>
          {t('account.wallets')}
        </button>
      ) : null}
      {embedded}
      <button
        type="button"
        className="button secondary wide"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void wallet.disconnect().finally(() => setBusy(false));
        }}
      >
        {t('common.disconnect')}
      </button>
    </div>
  );
}
