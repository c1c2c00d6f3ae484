import { RPC_CODES, rpcErrorCode } from '../../chains/eip155/provider.ts';
import { toConnectError } from '../../chains/solana/adapter.ts';
import { ConnectionRejectedError } from '../../core/errors/wallet.ts';

/** Whether the wallet's error says the visitor declined (EIP-1193's 4001, or a Wallet Standard wallet's own rejection). */
export const isWalletRejection = (cause: unknown) =>
  rpcErrorCode(cause) === RPC_CODES.userRejected || toConnectError(cause) instanceof ConnectionRejectedError;
