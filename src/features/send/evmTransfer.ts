import type { Hex } from 'viem';
import * as z from 'zod/mini';
import { walletProviderAtom } from '../../atoms/account.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { chainIdSchema } from '../../chains/eip155/adapter.ts';
import { waitForReceipt } from '../../chains/eip155/chainReads.ts';
import type { Eip1193Provider } from '../../chains/eip155/provider.ts';
import { sendTransaction, transferRequest } from '../../chains/eip155/transfer.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { BaseError } from '../../core/errors/base.ts';
import { ConnectorChainMismatchError } from '../../core/errors/connection.ts';
import { chainClientOf } from '../../core/rpc/getChainClient.ts';

export { chainClientOf };

export type EvmTransfer = {
  from: string;
  to: string;
  /** In the asset's smallest units. */
  amount: bigint;
  /** The ERC-20 contract; absent for the native currency. */
  tokenAddress?: string;
  /** What the pending-transactions list says (e.g. `0.5 ETH`). */
  description: string;
  /** Called with the hash once the wallet has sent it, before it is mined. */
  onSubmitted?: (hash: Hex) => void;
};

/**
 * SPEC section 8, chain mismatch: a wallet that moved to another chain than the one the transfer is built for is not
 * asked to send it (it would send on the wrong chain). A reply that is no chain id is left for the send to settle.
 */
async function assertWalletOn(provider: Eip1193Provider, network: CaipNetwork) {
  const reply = z.safeParse(chainIdSchema, await provider.request({ method: 'eth_chainId' }));
  if (reply.success && reply.data !== Number(network.id)) {
    throw new ConnectorChainMismatchError({ connectionChainId: network.id, connectorChainId: reply.data });
  }
}

/**
 * Send's transfer path on eip155: the connected wallet is asked (`eth_sendTransaction`, native or ERC-20
 * `transfer`), and the call resolves with its hash once the
 * receipt says it succeeded (a revert rejects with 'Transaction failed'; a wallet on another chain with
 * ConnectorChainMismatchError). Wallet errors (4001 and others) pass through.
 */
export async function sendEvmTransfer(
  ctx: Pick<InstanceContext, 'store' | 'options'>,
  network: CaipNetwork,
  input: EvmTransfer,
): Promise<Hex> {
  const { store } = ctx;
  const provider = store.get(walletProviderAtom('eip155')) as Eip1193Provider | undefined;
  if (!provider) throw new BaseError('No wallet connected');
  await assertWalletOn(provider, network);
  const hash = await sendTransaction(provider, transferRequest(input));
  input.onSubmitted?.(hash);
  const receipt = await waitForReceipt(chainClientOf(ctx, network), hash);
  if (receipt.status !== 'success') throw new BaseError('Transaction failed', { details: `reverted in block ${receipt.blockNumber}` });
  return hash;
}
