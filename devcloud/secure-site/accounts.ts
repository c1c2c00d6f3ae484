/**
 * A user's addresses and the User the frame reports (SPEC section 3, "User (from iframe)").
 * The EOA is the user's viem key. The smart account is the ERC-4337 account the factory deploys for that key
 * (smartAccount.ts): its counterfactual address, deployed by its first operation, offered on the smart-account
 * networks only.
 */
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { keypairFromSeed, type TestKeypair } from '../solana/keys.ts';
import { type Chains, SMART_ACCOUNT_CHAIN_IDS } from './chains.ts';
import { counterfactualAddress } from './smartAccount.ts';
import type { UserRecord } from './store.ts';

export const newPrivateKey = generatePrivateKey;

const accounts = new Map<string, PrivateKeyAccount>();

/** The signer; cached because deriving the public key is not free. */
export function accountOf(user: UserRecord): PrivateKeyAccount {
  let account = accounts.get(user.privateKey);
  if (!account) {
    account = privateKeyToAccount(user.privateKey);
    accounts.set(user.privateKey, account);
  }
  return account;
}

const solanaKeypairs = new Map<string, TestKeypair>();

/** The user's Solana (ed25519) signer, or undefined for a record without a Solana key yet. */
export function solanaKeypairOf(user: UserRecord): TestKeypair | undefined {
  if (!user.solanaSeed) return undefined;
  let keypair = solanaKeypairs.get(user.solanaSeed);
  if (!keypair) {
    keypair = keypairFromSeed(Buffer.from(user.solanaSeed.slice(2), 'hex'));
    solanaKeypairs.set(user.solanaSeed, keypair);
  }
  return keypair;
}

export const smartAccountAddress = (eoa: Address): Address => counterfactualAddress(eoa);

export const supportsSmartAccount = (chainId: number) => SMART_ACCOUNT_CHAIN_IDS.includes(chainId);

/** Whether the user's smart account has code on `chainId` (its first operation deploys it). */
export async function smartAccountDeployed(chains: Chains, user: UserRecord, chainId: number): Promise<boolean> {
  if (!supportsSmartAccount(chainId)) return false;
  const code = await chains.request(chainId, 'eth_getCode', [smartAccountAddress(accountOf(user).address), 'latest']);
  return typeof code === 'string' && code !== '0x';
}

/** The type actually in use: a smart account only where the network supports it. */
export function effectiveAccountType(user: UserRecord, chainId: number): 'eoa' | 'smartAccount' {
  return user.preferredAccountType === 'smartAccount' && supportsSmartAccount(chainId) ? 'smartAccount' : 'eoa';
}

export function primaryAddress(user: UserRecord, chainId: number): Address {
  const eoa = accountOf(user).address;
  return effectiveAccountType(user, chainId) === 'smartAccount' ? smartAccountAddress(eoa) : eoa;
}

/** True when `address` is one of the user's (EOA or smart account). */
export function ownsAddress(user: UserRecord, address: string): boolean {
  const eoa = accountOf(user).address;
  const lower = address.toLowerCase();
  return lower === eoa.toLowerCase() || lower === smartAccountAddress(eoa).toLowerCase();
}

export type UserView = {
  email: string | null;
  address: Address;
  chainId: number;
  accounts: { address: Address; type: 'eoa' | 'smartAccount' }[];
  userName: string | null;
  preferredAccountType?: 'eoa' | 'smartAccount';
  smartAccountDeployed: boolean;
};

/** The same login's user on the solana namespace (the frame has one user per namespace): its base58 EOA. */
export type SolanaUserView = Omit<UserView, 'address' | 'chainId' | 'accounts' | 'preferredAccountType'> & {
  address: string;
  chainId: string;
  accounts: { address: string; type: 'eoa' }[];
  preferredAccountType: 'eoa';
};

/** `deployed`: whether the smart account has code on `chainId` (the caller asks the chain). */
export function userView(user: UserRecord, chainId: number, deployed = false): UserView {
  const eoa = accountOf(user).address;
  const list: UserView['accounts'] = [{ address: eoa, type: 'eoa' }];
  if (supportsSmartAccount(chainId)) list.push({ address: smartAccountAddress(eoa), type: 'smartAccount' });
  return {
    email: user.email,
    address: primaryAddress(user, chainId),
    chainId,
    accounts: list,
    userName: user.userName,
    // Unset until chosen, so the app's own stored or default type applies (SPEC section 4).
    ...(user.preferredAccountType ? { preferredAccountType: effectiveAccountType(user, chainId) } : {}),
    smartAccountDeployed: deployed,
  };
}

/** The user on a solana chain (`solana:<genesis hash>`), or undefined when the login has no Solana key. */
export function solanaUserView(user: UserRecord, caipChainId: string): SolanaUserView | undefined {
  const solana = solanaKeypairOf(user);
  if (!solana) return undefined;
  return {
    email: user.email,
    address: solana.address,
    chainId: caipChainId,
    accounts: [{ address: solana.address, type: 'eoa' }],
    userName: user.userName,
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  };
}
