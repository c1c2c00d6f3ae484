import type { Getter } from 'jotai/vanilla';
import { identityAtom, nativeBalanceAtom, tokenBalancesAtom, walletInfoAtom } from '../../atoms/account.ts';
import type { AccountDetails } from '../../atoms/accountDetails.ts';
import { allAccountsAtom } from '../../atoms/bitcoin.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { accountDetailsAtom } from '../../atoms/publicAccount.ts';
import { embeddedUserAtom } from '../../atoms/embedded.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { TypedStorage } from '../../core/storage/storage.ts';

/** Makes `getAccount()` and `useAppKitAccount()` carry the account's details from now on (see accountDetailsAtom). */
export function installAccountDetails(ctx: Pick<InstanceContext, 'store' | 'storage'>) {
  if (!ctx.store.get(accountDetailsAtom))
    ctx.store.set(accountDetailsAtom, { read: (get, ns) => readAccountDetails(get, ns, ctx.storage) });
}

/**
 * SPEC section 3's Account fields of `namespace`, from what the kit already holds: the embedded wallet's user (the
 * frame's), the login's social provider (stored when it succeeded), the connected wallet, and, for the active
 * namespace, the profile (identity API) and balances. Empty while the namespace has no address.
 */
export function readAccountDetails(get: Getter, namespace: ChainNamespace, storage: TypedStorage): AccountDetails {
  const connection = get(connectionAtom(namespace));
  const address = connection.address;
  if (!address) return {};
  const wallet = get(walletInfoAtom(namespace));
  const active = get(activeNamespaceAtom) === namespace;
  const identity = active ? get(identityAtom) : undefined;
  const balance = active ? get(nativeBalanceAtom) : undefined;
  // Bitcoin's connections list their payment and ordinal accounts (SPEC section 3); the default type is payment.
  const typed = get(allAccountsAtom(namespace));
  const bitcoin = namespace === 'bip122';
  const details: AccountDetails = {
    // An external wallet's account is its own key: an EOA.
    allAccounts: typed.length > 0 ? typed.map((account) => ({ address: account.address, type: account.type })) : [{ address, type: 'eoa' }],
    preferredAccountType: bitcoin ? 'payment' : 'eoa',
    ...(wallet ? { connectedWalletInfo: wallet } : {}),
    ...(identity?.name ? { profileName: identity.name } : {}),
    ...(identity?.avatar ? { profileImage: identity.avatar } : {}),
    ...(balance ? { balance: balance.amount, balanceSymbol: balance.symbol } : {}),
    ...(active ? { tokenBalance: get(tokenBalancesAtom) ?? [] } : {}),
  };
  const embedded = connection.connectorId === EMBEDDED_CONNECTOR_ID ? get(embeddedUserAtom) : null;
  if (!embedded) return details;
  const user = {
    ...(embedded.email ? { email: embedded.email } : {}),
    ...(embedded.userName ? { username: embedded.userName } : {}),
  };
  const socialProvider = storage.get(STORAGE_KEYS.connectedSocial);
  // The frame's account list and type are its EVM user's; on Solana the embedded account is an EOA, on Bitcoin payment.
  const evm = namespace === 'eip155';
  const accountType = evm ? (embedded.preferredAccountType ?? 'eoa') : bitcoin ? 'payment' : 'eoa';
  const deployed = evm && embedded.smartAccountDeployed === true;
  return {
    ...details,
    ...(evm ? { allAccounts: embedded.accounts } : {}),
    user,
    ...(socialProvider ? { socialProvider } : {}),
    smartAccountDeployed: deployed,
    preferredAccountType: accountType,
    connectedWalletInfo: {
      ...(wallet ?? { name: EMBEDDED_CONNECTOR_ID }),
      ...(embedded.email || embedded.userName ? { identifier: embedded.email ?? embedded.userName ?? undefined } : {}),
      ...(socialProvider ? { social: socialProvider } : {}),
    },
    embeddedWalletInfo: { user, authProvider: socialProvider ?? 'email', accountType, isSmartAccountDeployed: deployed },
  };
}
