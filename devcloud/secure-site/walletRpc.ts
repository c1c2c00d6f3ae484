/**
 * Runs an embedded wallet's RPC request on the secure site's side: read methods go to the
 * chain's node, signing uses the user's key here, sending signs here and broadcasts to anvil.
 * The request was already validated against the SPEC's allowed methods (src/core/frame/rpc.ts).
 */
import { randomBytes } from 'node:crypto';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { createWalletClient, http, isHex, toHex, type Hex } from 'viem';
import { z } from 'zod';
import { isUnsafeMethod, type RpcRequestPayload } from '../../src/core/frame/rpc.ts';
import { type GrantedPermission, grantRequestSchema, grantText } from '../../src/core/smartSessions.ts';
import { accountOf, ownsAddress, primaryAddress, smartAccountAddress, solanaKeypairOf, supportsSmartAccount } from './accounts.ts';
import { NodeError, type Chains } from './chains.ts';
import type { ApprovedRequest } from './approvalBook.ts';
import type { Funder } from './funding.ts';
import { requestHash } from './requestHash.ts';
import { walletAssets, type WalletToken } from './walletAssets.ts';
import { SolanaSigningError, signAndSendTransaction, signBase58Transaction } from './solanaSigning.ts';
import type { UserRecord } from './store.ts';

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

type Transaction = Extract<RpcRequestPayload, { method: 'eth_sendTransaction' }>['params'][0];

/** `approval`: the redeemed approval token of exactly this request; required for every unsafe method. */
export type WalletRpc = (user: UserRecord, chainId: number, request: RpcRequestPayload, approval?: ApprovedRequest) => Promise<unknown>;

export function createWalletRpc(
  chains: Chains,
  fund: Funder,
  devcloudUrl = 'http://127.0.0.1:4000',
  tokens: readonly WalletToken[] = [],
): WalletRpc {
  /** The user's Solana key, for the transaction methods. */
  const solanaSigner = (user: UserRecord) => {
    const keypair = solanaKeypairOf(user);
    if (!keypair) throw new WalletRpcError('This embedded wallet has no Solana account');
    return keypair;
  };
  // One send at a time per user, so nonces never collide.
  const queues = new Map<string, Promise<unknown>>();
  const bundles = new Map<string, { chainId: number; hashes: string[] }>();

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

  /** `from` may be the EOA or the (never deployed) smart account: either way the owner EOA sends (README). */
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
    const failed = done.filter((receipt) => receipt.status !== '0x1').length;
    // EIP-5792: 100 pending, 200 confirmed, 500 all reverted, 600 partly reverted.
    const status = done.length < receipts.length ? 100 : failed === 0 ? 200 : failed === done.length ? 500 : 600;
    return {
      version: '2.0.0',
      id,
      chainId: toHex(bundle.chainId),
      status,
      atomic: false,
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
   * ERC-7715 with the smart account (a smart session): the owner key signs the whole grant and devcloud's
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
    const signature = await accountOf(user).signMessage({ message: grantText(grant) });
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
        // For the smart-account address too: the owner EOA key signs (README, "Smart accounts are a stand-in").
        case 'personal_sign': {
          const [message, address] = request.params;
          assertOwner(user, address);
          return await accountOf(user).signMessage({ message: isHex(message) ? { raw: message } : message });
        }
        case 'eth_signTypedData_v4': {
          const [address, raw] = request.params;
          assertOwner(user, address);
          const parsed = typedDataSchema.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw);
          if (!parsed.success) throw new WalletRpcError('Invalid typed data');
          const { EIP712Domain: _domainType, ...types } = parsed.data.types;
          return await accountOf(user).signTypedData({
            domain: parsed.data.domain ?? {},
            types,
            primaryType: parsed.data.primaryType,
            message: parsed.data.message,
          } as Parameters<ReturnType<typeof accountOf>['signTypedData']>[0]);
        }
        case 'eth_sendTransaction':
          return await send(user, chainId, request.params[0]);
        case 'wallet_sendCalls': {
          const [batch] = request.params;
          assertOwner(user, batch.from);
          const hashes: string[] = [];
          for (const call of batch.calls) hashes.push(await send(user, chainId, { to: call.to, data: call.data, value: call.value }));
          const id = `0x${randomBytes(32).toString('hex')}`;
          bundles.set(id, { chainId, hashes });
          return { id };
        }
        case 'wallet_getCallsStatus':
          return await callsStatus(request.params[0]);
        case 'wallet_getCapabilities':
          return Object.fromEntries(
            chains.ids().map((id) => [toHex(id), { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } }]),
          );
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
        case 'wallet_grantPermissions':
          return await grantPermissions(user, chainId, request.params[0]);
        case 'wallet_revokePermissions':
          throw new WalletRpcError('Unsupported on devcloud');
        default:
          // Read methods and eth_sendRawTransaction: the node answers.
          await fund(accountOf(user).address, chainId);
          return await chains.request(chainId, request.method, request.params ?? []);
      }
    } catch (error) {
      if (error instanceof WalletRpcError || error instanceof NodeError) throw error;
      if (error instanceof SolanaSigningError) throw new WalletRpcError(error.message);
      // viem errors carry a readable shortMessage.
      const message = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
      throw new WalletRpcError(message);
    }
  };
}
