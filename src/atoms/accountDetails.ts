import type { TokenBalance } from '../core/api/blockchainSchemas.ts';
import type { WalletInfo } from './account.ts';

/**
 * The Account fields beyond the connection's (SPEC section 3: user, social provider, account type, profile, balance,
 * connected wallet, all accounts, the embedded wallet's info), as `features/account/publicAccount.ts` reads them.
 * Its own file, types only: nothing of it is bundled before the first open.
 */
export type AccountDetails = {
  allAccounts?: { address: string; type: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' }[];
  user?: { email?: string; username?: string };
  socialProvider?: string;
  smartAccountDeployed?: boolean;
  preferredAccountType?: 'eoa' | 'smartAccount' | 'payment' | 'ordinal';
  profileName?: string;
  profileImage?: string;
  balance?: string;
  balanceSymbol?: string;
  tokenBalance?: TokenBalance[];
  connectedWalletInfo?: WalletInfo & { identifier?: string; social?: string };
  embeddedWalletInfo?: {
    user: { email?: string; username?: string };
    authProvider: string;
    accountType: 'eoa' | 'smartAccount' | 'payment' | 'ordinal';
    isSmartAccountDeployed: boolean;
  };
};
