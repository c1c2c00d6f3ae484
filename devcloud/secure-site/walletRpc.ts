/**
 * Runs an embedded wallet's RPC request on the secure site's side: read methods go to the
 * chain's node, signing uses the user's key here, sending signs here and broadcasts to anvil.
 * For the smart account, signatures and UserOperations go through userOperations.ts (the bundler).
 * The request was already validated against the SPEC's allowed methods (src/core/frame/rpc.ts).
 */
import { randomBytes } from 'node:crypto';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { createWalletClient, http, isAddressEqual, isHex, toHex, type Address, type Hex, type TypedDataDefinition } from 'viem';
import { z } from 'zod';
import { isUnsafeMethod, type RpcRequestPayload } from '../../src/core/frame/rpc.ts';
import { type GrantedPermission, grantRequestSchema, grantText } from '../../src/core/smartSessions.ts';
import { BitcoinRpcError, bitcoinRpc } from './bitcoinRpc.ts';
import { accountOf, ownsAddress, primaryAddress, smartAccountAddress, solanaKeypairOf, supportsSmartAccount } from './accounts.ts';
import { NodeError, type Chains } from './chains.ts';
import type { ApprovedRequest } from './approvalBook.ts';
import type { Funder } from './funding.ts';
import { requestHash } from './requestHash.ts';
import { walletAssets, type WalletToken } from './walletAssets.ts';
import { SolanaSigningError, signAndSendTransaction, signBase58Transaction } from './solanaSigning.ts';
import type { UserRecord } from './store.ts';
import type { AccountCall } from './smartAccount.ts';
import { revertedOperationMessage, type SmartAccounts, UserOperationError } from './userOperations.ts';

export class WalletRpcError extends Error {
  override name = 'WalletRpcError';
}

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()).optional(),
  message: z.record(z.string(), z.unknown()),
});

type Quantity = string | number | undefined;
const big = (value: Quantity) => (value === undefined ? undefined : BigInt(value));

/** EIP-5792's paymasterService capability: the app's own ERC-7677 paymaster. */
const paymasterServiceSchema = z.object({ paymasterService: z.object({ url: z.url({ protocol: /^https?$/ }) }) });

function paymasterServiceUrl(capabilities: Record<string, unknown> | undefined): string | undefined {
  if (!capabilities?.paymasterService) return undefined;
  const parsed = paymasterServiceSchema.safeParse(capabilities);
  if (!parsed.success) throw new WalletRpcError('Invalid paymasterService capability');
  return parsed.data.paymasterService.url;
}

type Transaction = Extract<RpcRequestPayload, { method: 'eth_sendTransaction' }>['params'][0];

/** `approval`: the redeemed approval token of exactly this request; required for every unsafe method. */
export type WalletRpc = (user: UserRecord, chainId: number, request: RpcRequestPayload, approval?: ApprovedRequest) => Promise<unknown>;

export function createWalletRpc(
  chains: Chains,
  fund: Funder,
  devcloudUrl = 'http://127.0.0.1:4000',
  tokens: readonly WalletToken[] = [],
  smartAccounts?: SmartAccounts,
): WalletRpc {
  /** The user's Solana key, for the transaction methods. */
  const solanaSigner = (user: UserRecord) => {
    const keypair = solanaKeypairOf(user);
    if (!keypair) throw new WalletRpcError('This embedded wallet has no Solana account');
    return keypair;
  };
  // One send at a time per user, so nonces never collide.
  const queues = new Map<string, Promise<unknown>>();
  /** wallet_sendCalls batches: the EOA's are one transaction per call; the smart account's one operation (`failed`: it reverted). */
  const bundles = new Map<string, { chainId: number; hashes: string[]; atomic: boolean; failed?: boolean }>();

  function serialised<T>(user: UserRecord, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(user.id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(task);
    queues.set(user.id, next);
    return next;
  }

  function assertOwner(user: UserRecord, address: string | undefined) {
    if (address !== undefined && !ownsAddress(user, address)) {
      throw new WalletRpcError(`Address ${address} is not this embedded wallet`);
    }
  }

  /** The smart account acts when it is named, or when nothing is named and it is the account in use. */
  function smartSender(user: UserRecord, chainId: number, from: string | undefined): SmartAccounts | undefined {
    if (!smartAccounts || !supportsSmartAccount(chainId)) return undefined;
    const smart = smartAccountAddress(accountOf(user).address);
    const sender = (from ?? primaryAddress(user, chainId)) as Address;
    return isAddressEqual(sender, smart) ? smartAccounts : undefined;
  }

  /** One UserOperation running `calls`, sponsored by devcloud's paymaster unless the app names its own. */
  function sendOperation(accounts: SmartAccounts, user: UserRecord, chainId: number, calls: AccountCall[], paymasterUrl?: string) {
    return serialised(user, () => accounts.send(user, chainId, calls, paymasterUrl));
  }

  /** The EOA signs and sends. */
  async function send(user: UserRecord, chainId: number, tx: Transaction): Promise<Hex> {
    assertOwner(user, tx.from);
    const account = accountOf(user);
    await fund(account.address, chainId);
    const client = createWalletClient({ account, chain: chains.chain(chainId), transport: http() });
    return serialised(user, () =>
      client.sendTransaction({
        to: tx.to ?? undefined,
        data: (tx.data ?? tx.input) as Hex | undefined,
        value: big(tx.value),
        gas: big(tx.gas),
      } as Parameters<typeof client.sendTransaction>[0]),
    );
  }

  async function callsStatus(id: string) {
    const bundle = bundles.get(id);
    if (!bundle) throw new WalletRpcError('Unknown bundle id');
    const receipts = (await Promise.all(
      bundle.hashes.map((hash) => chains.request(bundle.chainId, 'eth_getTransactionReceipt', [hash])),
    )) as Array<Record<string, unknown> | null>;
    const done = receipts.filter((receipt): receipt is Record<string, unknown> => receipt !== null);
    // An operation that reverted rides in a bundle transaction that succeeded: its own outcome counts.
    const failed = bundle.failed ? done.length : done.filter((receipt) => receipt.status !== '0x1').length;
    // EIP-5792: 100 pending, 200 confirmed, 500 all reverted, 600 partly reverted.
    const status = done.length < receipts.length ? 100 : failed === 0 ? 200 : failed === done.length ? 500 : 600;
    return {
      version: '2.0.0',
      id,
      chainId: toHex(bundle.chainId),
      status,
      atomic: bundle.atomic,
      receipts: done.map((receipt) => ({
        logs: receipt.logs,
        status: receipt.status,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      })),
    };
  }

  /**
   * ERC-7715 with the smart account (a smart session): the account signs the whole grant and devcloud's
   * permissions service records it, so the app can list it and the account revoke it (devcloud/permissions).
   */
  async function grantPermissions(user: UserRecord, chainId: number, params: unknown) {
    const asked = grantRequestSchema.safeParse(params);
    if (!asked.success) throw new WalletRpcError('Invalid permissions request');
    // Smart sessions belong to the smart account, whichever account the app has in use (its preference is the app's).
    if (!supportsSmartAccount(chainId)) throw new WalletRpcError(`Chain ${toHex(chainId)} has no smart accounts`);
    const address = smartAccountAddress(accountOf(user).address);
    if (Number(asked.data.chainId) !== chainId)
      throw new WalletRpcError(`Permissions asked for chain ${asked.data.chainId}, not ${toHex(chainId)}`);
    if (asked.data.address && asked.data.address.toLowerCase() !== address.toLowerCase()) {
      throw new WalletRpcError(`Address ${asked.data.address} is not this smart account`);
    }
    const grant: GrantedPermission = {
      context: `0x${randomBytes(32).toString('hex')}`,
      chainId: toHex(chainId),
      address,
      expiry: asked.data.expiry,
      signer: asked.data.signer,
      permissions: asked.data.permissions.map(({ type, data }) => ({ type, data })),
    };
    // Signed as the smart account (ERC-6492 until deployed), so the permissions service verifies it for that address.
    const signature = smartAccounts
      ? await smartAccounts.signMessage(user, chainId, grantText(grant))
      : await accountOf(user).signMessage({ message: grantText(grant) });
    const response = await fetch(new URL(`/v1/sessions/eip155:${chainId}:${address}/permissions`, devcloudUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant, signature }),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
      throw new WalletRpcError(typeof answer.message === 'string' ? answer.message : `Permissions service answered ${response.status}`);
    }
    return grant;
  }

  return async (user, chainId, request, approval) => {
    // The key signs nothing the visitor did not approve in the frame (api.ts redeems the token).
    if (isUnsafeMethod(request.method) && approval?.hash !== requestHash(chainId, request)) {
      throw new WalletRpcError('This request was not approved in the secure frame');
    }
    try {
      switch (request.method) {
        case 'eth_accounts':
          return [primaryAddress(user, chainId)];
        case 'eth_chainId':
          return toHex(chainId);
        // The smart account's signatures verify through ERC-1271, or ERC-6492 while it is not deployed yet.
        case 'personal_sign': {
          const [message, address] = request.params;
          assertOwner(user, address);
          const signable = isHex(message) ? { raw: message } : message;
          const smart = smartSender(user, chainId, address);
          if (smart) return await smart.signMessage(user, chainId, signable);
          return await accountOf(user).signMessage({ message: signable });
        }
        case 'eth_signTypedData_v4': {
          const [address, raw] = request.params;
          assertOwner(user, address);
          const parsed = typedDataSchema.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw);
          if (!parsed.success) throw new WalletRpcError('Invalid typed data');
          const { EIP712Domain: _domainType, ...types } = parsed.data.types;
          const typedData = {
            domain: parsed.data.domain ?? {},
            types,
            primaryType: parsed.data.primaryType,
            message: parsed.data.message,
          } as unknown as TypedDataDefinition;
          const smart = smartSender(user, chainId, address);
          if (smart) return await smart.signTypedData(user, chainId, typedData);
          return await accountOf(user).signTypedData(typedData);
        }
        case 'eth_sendTransaction': {
          const [tx] = request.params;
          assertOwner(user, tx.from);
          const smart = smartSender(user, chainId, tx.from);
          if (!smart) return await send(user, chainId, tx);
          if (!tx.to) throw new WalletRpcError('The smart account cannot deploy a contract with eth_sendTransaction');
          const call = { to: tx.to as Address, value: big(tx.value), data: (tx.data ?? tx.input) as Hex | undefined };
          const mined = await sendOperation(smart, user, chainId, [call]);
          // The bundle transaction succeeds even when the operation's call reverted (its UserOperationEvent says so):
          // its hash would read as success, so the revert is the answer.
          if (!mined.success) throw new WalletRpcError(revertedOperationMessage(mined.reason));
          // What any client waits on: the transaction that carried the operation (its receipt is there once mined).
          return mined.transactionHash;
        }
        case 'wallet_sendCalls': {
          const [batch] = request.params;
          assertOwner(user, batch.from);
          const id = `0x${randomBytes(32).toString('hex')}`;
          const smart = smartSender(user, chainId, batch.from);
          if (smart) {
            const calls = batch.calls.map((call) => ({
              to: call.to as Address,
              value: big(call.value),
              data: call.data as Hex | undefined,
            }));
            const mined = await sendOperation(smart, user, chainId, calls, paymasterServiceUrl(batch.capabilities));
            bundles.set(id, { chainId, hashes: [mined.transactionHash], atomic: true, failed: !mined.success });
            return { id };
          }
          if (batch.atomicRequired) throw new WalletRpcError('The EOA cannot run calls atomically');
          const hashes: string[] = [];
          for (const call of batch.calls) hashes.push(await send(user, chainId, { to: call.to, data: call.data, value: call.value }));
          bundles.set(id, { chainId, hashes, atomic: false });
          return { id };
        }
        case 'wallet_getCallsStatus':
          return await callsStatus(request.params[0]);
        case 'wallet_getCapabilities': {
          // EIP-5792: per account and chain. The smart account runs batches atomically and takes a paymaster.
          const asked = request.params?.[0];
          const address = typeof asked === 'string' ? asked : primaryAddress(user, chainId);
          assertOwner(user, address);
          return Object.fromEntries(
            chains
              .ids()
              .map((id) => [
                toHex(id),
                smartSender(user, id, address)
                  ? { atomic: { status: 'supported' }, paymasterService: { supported: true }, assetDiscovery: { supported: true } }
                  : { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
              ]),
          );
        }
        case 'wallet_getAssets': {
          const asked = (request.params[0] as { account?: unknown } | undefined)?.account;
          const account = typeof asked === 'string' ? asked : primaryAddress(user, chainId);
          assertOwner(user, account);
          return await walletAssets(chains, tokens, chainId, account, devcloudUrl);
        }
        case 'solana_signMessage': {
          // SPEC section 3: `message` is base58 bytes, `pubkey` the signer; the answer is a base58 signature.
          const keypair = solanaKeypairOf(user);
          if (!keypair || request.params.pubkey !== keypair.address) {
            throw new WalletRpcError(`Address ${request.params.pubkey} is not this embedded wallet`);
          }
          const message = new Uint8Array(getBase58Encoder().encode(request.params.message));
          return { signature: getBase58Decoder().decode(keypair.sign(message)) };
        }
        case 'solana_signTransaction':
          return { transaction: signBase58Transaction(request.params.transaction, solanaSigner(user)) };
        case 'solana_signAllTransactions': {
          const keypair = solanaSigner(user);
          return { transactions: request.params.transactions.map((transaction) => signBase58Transaction(transaction, keypair)) };
        }
        case 'solana_signAndSendTransaction': {
          const signature = await signAndSendTransaction(
            devcloudUrl,
            request.params.transaction,
            solanaSigner(user),
            request.params.options,
          );
          return { signature };
        }
        // bip122 (our `bitcoin` frame extension): the payment and ordinal accounts of the request's Bitcoin network.
        case 'getAccountAddresses':
        case 'signMessage':
        case 'signPsbt':
          return await bitcoinRpc(user, request, devcloudUrl);
        case 'wallet_grantPermissions':
          return await grantPermissions(user, chainId, request.params[0]);
        case 'wallet_revokePermissions':
          throw new WalletRpcError('Unsupported on devcloud');
        default:
          // Read methods and eth_sendRawTransaction: the node answers.
          // Gas money for the EOA; the smart account needs none (the paymaster sponsors its operations).
          await fund(accountOf(user).address, chainId);
          return await chains.request(chainId, request.method, request.params ?? []);
      }
    } catch (error) {
      if (error instanceof WalletRpcError || error instanceof NodeError) throw error;
      if (error instanceof SolanaSigningError || error instanceof UserOperationError || error instanceof BitcoinRpcError)
        throw new WalletRpcError(error.message);
      // viem errors carry a readable shortMessage.
      const message = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
      throw new WalletRpcError(message);
    }
  };
}
