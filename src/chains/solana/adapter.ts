import { ConnectError, ConnectionRejectedError } from '../../core/errors/wallet.ts';
import { standardConnect, type StandardAccount, type StandardWallet } from '../connectors/walletStandard.ts';
import { RPC_CODES, rpcErrorCode } from '../eip155/provider.ts';
import { isSolanaAddress } from './address.ts';

/** A Solana connection: the account the wallet granted for the chain. */
export type SolanaSession = { address: string };

/** Maps a wallet failure to the SPEC's connection errors: 4001 (or a "rejected" message) is a rejection. */
export function toConnectError(error: unknown): ConnectionRejectedError | ConnectError {
  if (error instanceof ConnectionRejectedError || error instanceof ConnectError) return error;
  const message = error instanceof Error ? error.message : undefined;
  if (rpcErrorCode(error) === RPC_CODES.userRejected || /rejected|declined/i.test(message ?? ''))
    return new ConnectionRejectedError({ cause: error });
  return new ConnectError({ cause: error, details: message });
}

/**
 * The account to use on `caipNetworkId`: the first valid address that names the chain, else the first
 * valid one that names no chain at all (some wallets leave `chains` empty).
 */
export function pickAccount(accounts: readonly StandardAccount[], caipNetworkId: string | undefined): StandardAccount | undefined {
  const valid = accounts.filter((a) => isSolanaAddress(a.address));
  return (
    valid.find((a) => caipNetworkId !== undefined && a.chains.includes(caipNetworkId)) ??
    valid.find((a) => a.chains.some((c) => c.startsWith('solana:'))) ??
    valid.find((a) => a.chains.length === 0)
  );
}

/** Asks the wallet to connect (`standard:connect`, prompting). */
export async function requestConnection(wallet: StandardWallet, caipNetworkId: string | undefined): Promise<SolanaSession> {
  try {
    const account = pickAccount(await standardConnect(wallet), caipNetworkId);
    if (!account) throw new ConnectError({ details: 'the wallet returned no Solana account' });
    return { address: account.address };
  } catch (error) {
    throw toConnectError(error);
  }
}

/** The session the wallet grants without a prompt (`standard:connect` with `silent`); undefined when none. */
export async function restoreConnection(wallet: StandardWallet, caipNetworkId: string | undefined): Promise<SolanaSession | undefined> {
  const account = pickAccount(await standardConnect(wallet, { silent: true }), caipNetworkId);
  return account ? { address: account.address } : undefined;
}
