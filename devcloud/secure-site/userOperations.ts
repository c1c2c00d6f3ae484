/**
 * The user's smart account at work: its signatures (ERC-6492 before deployment, ERC-1271 after) and its
 * UserOperations, built and signed here with the owner key, sponsored by devcloud's paymaster and sent through the
 * chain's bundler (Alto). An operation answers once mined, with the hash of the bundle transaction that carried it.
 */
import {
  createPublicClient,
  decodeErrorResult,
  ExecutionRevertedError,
  http,
  type Address,
  type Hex,
  isHex,
  type PublicClient,
  type TypedDataDefinition,
} from 'viem';
import { createBundlerClient, createPaymasterClient, type BundlerClient, type SmartAccount } from 'viem/account-abstraction';
import { paymasterData, paymasterStubData, type SponsoredOperation } from '../chain/paymaster.ts';
import { accountOf } from './accounts.ts';
import type { Chains } from './chains.ts';
import { type AccountCall, toAirlockSmartAccount } from './smartAccount.ts';
import type { UserRecord } from './store.ts';

export class UserOperationError extends Error {
  override name = 'UserOperationError';
}

/** The mined operation: whether its calls ran (the UserOperationEvent's `success`), why not, and its bundle transaction. */
export type MinedOperation = { success: boolean; reason?: string; transactionHash: Hex };

/**
 * What a client hears of an operation whose calls reverted: viem's words for an execution revert ("Execution reverted
 * with reason: …." or "… for an unknown reason."), the reason decoded from the bundler's revert data where it is an
 * Error(string) or Panic.
 */
export function revertedOperationMessage(reason: string | undefined): string {
  let text: string | undefined;
  if (reason && isHex(reason) && reason !== '0x') {
    try {
      const { args, errorName } = decodeErrorResult({ data: reason });
      text = errorName === 'Error' ? String(args[0]) : `${errorName}(${args.map(String).join(', ')})`;
    } catch {
      text = reason;
    }
  }
  return new ExecutionRevertedError({ message: text }).shortMessage;
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>;

/** Alto loads for seconds after devcloud is up: the first operation waits for it this long at most. */
const BUNDLER_WAIT_MS = 60_000;
const RECEIPT_TIMEOUT_MS = 30_000;

/** devcloud's sponsor, called in process; an app's own ERC-7677 service (`paymasterService`) replaces it. */
const devcloudPaymaster = (chainId: number) => ({
  getPaymasterStubData: async (op: unknown) => ({ ...(await paymasterStubData(op as SponsoredOperation)), isFinal: false }),
  getPaymasterData: (op: unknown) => paymasterData(op as SponsoredOperation, chainId),
});

export function createSmartAccounts(chains: Chains, bundlerUrls: Readonly<Record<number, string>>) {
  const clients = new Map<number, PublicClient>();
  const bundlerUp = new Map<number, Promise<void>>();

  function client(chainId: number) {
    let found = clients.get(chainId);
    if (!found) {
      // Short polling: anvil mines at once.
      found = createPublicClient({ chain: chains.chain(chainId), transport: http(), pollingInterval: 50 }) as PublicClient;
      clients.set(chainId, found);
    }
    return found;
  }

  const account = (user: UserRecord, chainId: number): Promise<SmartAccount> => toAirlockSmartAccount(client(chainId), accountOf(user));

  function bundlerUrl(chainId: number): string {
    const url = bundlerUrls[chainId];
    if (!url) throw new UserOperationError(`Chain ${chainId} has no bundler`);
    return url;
  }

  /** Resolves once the bundler answers (it may still be loading right after start-up). */
  function waitForBundler(chainId: number): Promise<void> {
    let waiting = bundlerUp.get(chainId);
    if (!waiting) {
      const url = bundlerUrl(chainId);
      waiting = (async () => {
        const deadline = Date.now() + BUNDLER_WAIT_MS;
        for (;;) {
          const answer = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
            signal: AbortSignal.timeout(1000),
          }).then(
            (response) => response.ok,
            () => false,
          );
          if (answer) return;
          if (Date.now() > deadline) throw new UserOperationError(`The bundler at ${url} does not answer`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      waiting.catch(() => bundlerUp.delete(chainId)); // ask again next time
      bundlerUp.set(chainId, waiting);
    }
    return waiting;
  }

  function bundlerClient(chainId: number, paymasterServiceUrl?: string): BundlerClient {
    const paymaster = paymasterServiceUrl ? createPaymasterClient({ transport: http(paymasterServiceUrl) }) : devcloudPaymaster(chainId);
    return createBundlerClient({ client: client(chainId), transport: http(bundlerUrl(chainId)), paymaster, pollingInterval: 50 });
  }

  return {
    address: (user: UserRecord, chainId: number): Promise<Address> => account(user, chainId).then((a) => a.address),

    async isDeployed(user: UserRecord, chainId: number): Promise<boolean> {
      return (await account(user, chainId)).isDeployed();
    },

    async signMessage(user: UserRecord, chainId: number, message: string | { raw: Hex }): Promise<Hex> {
      return (await account(user, chainId)).signMessage({ message });
    },

    async signTypedData(user: UserRecord, chainId: number, typedData: TypedDataDefinition): Promise<Hex> {
      return (await account(user, chainId)).signTypedData(typedData);
    },

    /** One operation running all `calls` (atomically: executeBatch reverts them together), once mined. */
    async send(user: UserRecord, chainId: number, calls: readonly AccountCall[], paymasterServiceUrl?: string): Promise<MinedOperation> {
      await waitForBundler(chainId);
      const bundler = bundlerClient(chainId, paymasterServiceUrl);
      const hash = await bundler.sendUserOperation({ account: await account(user, chainId), calls: [...calls] });
      const mined = await bundler.waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
      return { success: mined.success, reason: mined.reason, transactionHash: mined.receipt.transactionHash };
    },
  };
}
