import type { TokenBalance } from '../core/api/blockchainSchemas.ts';
import type { WalletInfo } from './account.ts';

/** The account's user as the embedded wallet knows it (its e-mail, or the social login's user name). */
export type AccountUser = { email?: string; username?: string };

/**
 * The Account fields beyond the connection's (SPEC section 3: user, social provider, account type, profile, balance,
 * connected wallet, all accounts, the embedded wallet's info), as `features/account/publicAccount.ts` reads them.
 * Its own file, types only: nothing of it is bundled before the first open.
 */
export type AccountDetails = {
  allAccounts?: { address: string; type: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' }[];
  user?: AccountUser;
  socialProvider?: string;
  smartAccountDeployed?: boolean;
  preferredAccountType?: 'eoa' | 'smartAccount' | 'payment' | 'ordinal';
  profileName?: string;
  profileImage?: string;
  /** The native balance, in the currency's units (`'1.5'`). */
  balance?: string;
  balanceSymbol?: string;
  tokenBalance?: TokenBalance[];
  /** The connected wallet; with the embedded wallet also its `identifier` (e-mail or user name) and `social` provider. */
  connectedWalletInfo?: WalletInfo & { identifier?: string; social?: string };
  embeddedWalletInfo?: {
    user: AccountUser;
    /** The social provider of the login, or `'email'`. */
    authProvider: string;
    accountType: 'eoa' | 'smartAccount' | 'payment' | 'ordinal';
    isSmartAccountDeployed: boolean;
  };
};
