/**
 * Builds the Preview of an unsafe request for the frame's confirmation page: who signs, on which
 * network, and what exactly: the message, the typed data tree, or each call decoded with the
 * account's simulated balance changes. In the page's language (`t`): the preview is all the page shows of it.
 */
import { getBase58Encoder } from '@solana/kit';
import { isAddressEqual, toHex, type Address } from 'viem';
import type { RpcRequestPayload } from '../../../src/core/frame/rpc.ts';
import type { SecureTranslator } from '../../../src/core/i18n/secure/en.ts';
import { isUnsafeMethod } from '../../../src/core/frame/rpc.ts';
import { formatSats } from '../../bitcoin/chain.ts';
import { accountAbstractionAddresses } from '../../chain/accountAbstraction.ts';
import { bitcoinWalletFor, isBitcoinRequest } from '../bitcoinRpc.ts';
import { accountOf, ownsAddress, primaryAddress, smartAccountAddress, solanaKeypairOf, supportsSmartAccount } from '../accounts.ts';
import type { Chains } from '../chains.ts';
import type { Funder } from '../funding.ts';
import type { UserRecord } from '../store.ts';
import { amountOf } from './amounts.ts';
import { formatChanges, NATIVE, netChanges } from './balanceChanges.ts';
import { KNOWN_CALLS, type TokenInfo } from './calldata.ts';
import { describeMessageBytes, personalSignBytes } from './personalMessage.ts';
import { nativePrice, tokenPrice } from './prices.ts';
import type { CallView, Details, Notice, Preview, SimulationView } from './schema.ts';
import { signInMismatch } from './signIn.ts';
import { simulateCalls, type NodeRequest } from './simulate.ts';
import { titleOf } from './titles.ts';
import { readTokenInfo } from './tokens.ts';
import { parseTypedData, typedDataTree } from './typedDataTree.ts';

export class PreviewError extends Error {
  override name = 'PreviewError';
}

export type Previewer = (
  user: UserRecord,
  chainId: number,
  request: RpcRequestPayload,
  origin: string,
  t: SecureTranslator,
) => Promise<Preview>;

type Call = { to?: string | null | undefined; data?: string | undefined; value?: string | number | undefined };

const MAX_HEX = 4096;
const MAX_CACHED_TOKENS = 500;
const MAX_RAW = 20_000;

const big = (value: string | number | undefined) => (value === undefined ? 0n : BigInt(value));
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
const warning = (text: string): Notice => ({ tone: 'warning', text });

export function createPreviewer({ chains, fund }: { chains: Chains; fund: Funder }): Previewer {
  const tokens = new Map<string, Promise<TokenInfo>>();

  function tokenInfo(chainId: number, address: string): Promise<TokenInfo> {
    const key = `${chainId}:${address.toLowerCase()}`;
    let found = tokens.get(key);
    if (!found) {
      // Bounded: any address a request names ends up here.
      if (tokens.size >= MAX_CACHED_TOKENS) tokens.clear();
      found = readTokenInfo((method, params) => chains.request(chainId, method, params), address);
      tokens.set(key, found);
    }
    return found;
  }

  function network(chainId: number, request: RpcRequestPayload, t: SecureTranslator): string {
    if (request.chainNamespace === 'solana' || request.method.startsWith('solana_')) return 'Solana';
    if (isBitcoinRequest(request)) return `Bitcoin (${String(request.chainId ?? '')})`;
    // A chain id is a name, not a quantity: written as is in every language.
    const id = String(chainId);
    return chains.has(chainId)
      ? t('preview.network', { name: chains.chain(chainId).name, chainId: id })
      : t('preview.chain', { chainId: id });
  }

  function ownership(user: UserRecord, account: string | null, t: SecureTranslator): Notice[] {
    if (account === null || ownsAddress(user, account)) return [];
    return [warning(t('preview.notThisWallet', { account }))];
  }

  async function callView(chainId: number, call: Call, t: SecureTranslator): Promise<{ view: CallView; warnings: string[] }> {
    const native = chains.chain(chainId).nativeCurrency;
    const data = call.data && call.data !== '0x' ? call.data : undefined;
    const match = data ? KNOWN_CALLS.match(data) : null;
    const to = call.to ?? null;
    const token = match?.decoder.needsToken && to ? await tokenInfo(chainId, to) : undefined;
    const description = match && to ? match.decoder.describe(match.args, { to, token, t }) : null;
    const view: CallView = {
      to,
      value: amountOf(big(call.value), native.decimals, native.symbol, nativePrice(native.symbol)),
      data: data
        ? { bytes: (data.length - 2) / 2, ...(data.length >= 10 ? { selector: data.slice(0, 10) } : {}), hex: cut(data, MAX_HEX) }
        : null,
      decoded: description ? { title: description.title, fields: description.fields } : null,
    };
    return { view, warnings: description?.warnings ?? [] };
  }

  /**
   * The account whose balances change: the smart account runs the calls itself (its operation is sponsored, so it
   * needs no gas money); otherwise the owner EOA sends.
   */
  function payer(user: UserRecord, chainId: number, account: string): { sender: string; sponsored: boolean } {
    const smart = smartAccountAddress(accountOf(user).address);
    if (supportsSmartAccount(chainId) && isAddressEqual(account as Address, smart)) return { sender: smart, sponsored: true };
    return { sender: accountOf(user).address, sponsored: false };
  }

  async function simulation(
    chainId: number,
    sender: string,
    calls: readonly Call[],
    t: SecureTranslator,
  ): Promise<{ view: SimulationView; notices: Notice[] }> {
    const request: NodeRequest = (method, params) => chains.request(chainId, method, params);
    const result = await simulateCalls(
      request,
      calls.map((call) => ({ from: sender, to: call.to ?? null, data: call.data, value: big(call.value) })),
    );
    if (result.status === 'unavailable') return { view: { status: 'unavailable', reason: cut(result.reason, 500) }, notices: [] };
    if (result.status === 'reverted') {
      const reason = cut(result.reason, 500);
      const notice = calls.length > 1 ? t('preview.callFails', { index: result.index + 1, reason }) : t('preview.itFails', { reason });
      return { view: { status: 'reverted', reason }, notices: [warning(notice)] };
    }
    const native = chains.chain(chainId).nativeCurrency;
    const changes = netChanges(result.transfers, sender);
    const infos = new Map<string, TokenInfo>();
    for (const change of changes) if (change.asset !== NATIVE) infos.set(change.asset, await tokenInfo(chainId, change.asset));
    const formatted = formatChanges(changes, (asset) => {
      if (asset === NATIVE) return { symbol: native.symbol, decimals: native.decimals, price: nativePrice(native.symbol) };
      const info = infos.get(asset);
      return {
        symbol: info?.symbol ?? t('preview.tokensOf', { address: asset }),
        decimals: info?.decimals,
        price: tokenPrice(chainId, asset, info?.symbol),
      };
    });
    const gasPrice = await request('eth_gasPrice', []).then(
      (value) => (typeof value === 'string' ? BigInt(value) : undefined),
      () => undefined,
    );
    const fee =
      gasPrice === undefined ? undefined : amountOf(result.gasUsed * gasPrice, native.decimals, native.symbol, nativePrice(native.symbol));
    return { view: { status: 'ok', changes: formatted, ...(fee ? { fee } : {}) }, notices: [] };
  }

  /** `sponsor`: who pays the gas when the smart account sends (an app's own paymaster service, else devcloud's). */
  async function calls(
    user: UserRecord,
    chainId: number,
    account: string,
    list: readonly Call[],
    t: SecureTranslator,
    appPaymaster?: string,
  ): Promise<{ details: Details; notices: Notice[] }> {
    const views = await Promise.all(list.map((call) => callView(chainId, call, t)));
    const notices = views.flatMap(({ warnings }, i) =>
      warnings.map((text) => warning(list.length > 1 ? t('preview.callNotice', { index: i + 1, text }) : text)),
    );
    const { sender, sponsored } = payer(user, chainId, account);
    if (!sponsored) await fund(sender, chainId);
    const simulated = await simulation(chainId, sender, list, t);
    const sponsor = sponsored ? (appPaymaster ?? accountAbstractionAddresses().paymaster) : undefined;
    return {
      details: { kind: 'calls', calls: views.map(({ view }) => view), simulation: simulated.view, ...(sponsor ? { sponsor } : {}) },
      notices: [...notices, ...simulated.notices],
    };
  }

  function solanaBytes(base58: string): number {
    try {
      return getBase58Encoder().encode(base58).length;
    } catch {
      throw new PreviewError('Invalid base58');
    }
  }

  return async (user, chainId, request, origin, t) => {
    if (!isUnsafeMethod(request.method)) throw new PreviewError('Nothing to approve');
    const base = { network: network(chainId, request, t) };
    switch (request.method) {
      case 'personal_sign': {
        const [message, account] = request.params;
        const details = describeMessageBytes(personalSignBytes(message));
        const mismatch = details.encoding === 'text' ? signInMismatch(details.content, origin, t) : null;
        return {
          ...base,
          title: titleOf(t, request.method),
          account,
          details,
          notices: [...ownership(user, account, t), ...(mismatch ? [warning(mismatch)] : [])],
        };
      }
      case 'eth_signTypedData_v4': {
        const [account, raw] = request.params;
        const typed = parseTypedData(raw);
        if (!typed) throw new PreviewError('Invalid typed data');
        const domainChain = typed.domain?.chainId;
        const notices = ownership(user, account, t);
        if (domainChain !== undefined && String(domainChain) !== String(chainId) && String(domainChain) !== toHex(chainId)) {
          notices.push(warning(t('preview.otherChain', { domainChain: String(domainChain), chainId: String(chainId) })));
        }
        return { ...base, title: titleOf(t, request.method), account, details: typedDataTree(typed), notices };
      }
      case 'eth_sendTransaction': {
        const [tx] = request.params;
        const account = tx.from ?? primaryAddress(user, chainId);
        const { details, notices } = await calls(user, chainId, account, [{ to: tx.to, data: tx.data ?? tx.input, value: tx.value }], t);
        return { ...base, title: titleOf(t, request.method), account, details, notices: [...ownership(user, account, t), ...notices] };
      }
      case 'wallet_sendCalls': {
        const [batch] = request.params;
        const account = batch.from ?? primaryAddress(user, chainId);
        const paymasterService = (batch.capabilities?.paymasterService as { url?: unknown } | undefined)?.url;
        const appPaymaster = typeof paymasterService === 'string' ? cut(paymasterService, 200) : undefined;
        const { details, notices } = await calls(user, chainId, account, batch.calls, t, appPaymaster);
        return {
          ...base,
          title: titleOf(t, request.method, batch.calls.length),
          account,
          details,
          notices: [...ownership(user, account, t), ...notices],
        };
      }
      case 'solana_signMessage': {
        const { message, pubkey } = request.params;
        const notices = pubkey === solanaKeypairOf(user)?.address ? [] : [warning(t('preview.notThisWallet', { account: pubkey }))];
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(getBase58Encoder().encode(message));
        } catch {
          throw new PreviewError('Invalid base58');
        }
        return { ...base, title: titleOf(t, request.method), account: pubkey, details: describeMessageBytes(bytes), notices };
      }
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction':
        return {
          ...base,
          title: titleOf(t, request.method),
          account: solanaKeypairOf(user)?.address ?? null,
          details: {
            kind: 'solanaTransactions',
            transactions: [solanaBytes(request.params.transaction)],
            send: request.method === 'solana_signAndSendTransaction',
          },
          notices: [],
        };
      case 'solana_signAllTransactions': {
        const { transactions } = request.params;
        return {
          ...base,
          title: titleOf(t, request.method, transactions.length),
          account: solanaKeypairOf(user)?.address ?? null,
          details: { kind: 'solanaTransactions', transactions: transactions.map(solanaBytes), send: false },
          notices: [],
        };
      }
      case 'signMessage': {
        if (!isBitcoinRequest(request)) break;
        const wallet = await bitcoinWalletFor(user, request);
        const { address, message } = request.params;
        const mine = address === wallet.payment.address || address === wallet.ordinal.address;
        return {
          ...base,
          title: titleOf(t, request.method),
          account: address,
          details: describeMessageBytes(new TextEncoder().encode(message)),
          notices: mine ? [] : [warning(t('preview.notThisWallet', { account: address }))],
        };
      }
      case 'signPsbt': {
        if (!isBitcoinRequest(request)) break;
        const wallet = await bitcoinWalletFor(user, request);
        const { parsePsbt, describePsbt } = await import('../bitcoinWallet.ts');
        let described: ReturnType<typeof describePsbt>;
        try {
          described = describePsbt(wallet, parsePsbt(wallet, request.params.psbt));
        } catch (error) {
          throw new PreviewError((error as Error).message);
        }
        const btc = (sats: bigint) => ({ value: formatSats(sats), symbol: 'BTC' });
        const others = request.params.signInputs.map((input) => input.address).filter((address) => address !== wallet.payment.address);
        return {
          ...base,
          title: titleOf(t, request.method),
          account: wallet.payment.address,
          details: {
            kind: 'bitcoinTransaction',
            outputs: described.outputs.map((output) => ({
              address: cut(output.address, 200),
              value: btc(output.value),
              change: output.change,
            })),
            fee: btc(described.fee),
            signing: request.params.signInputs.length,
            send: request.params.broadcast === true,
          },
          notices: [...new Set(others)].map((account) => warning(t('preview.notThisWallet', { account }))),
        };
      }
      case 'wallet_grantPermissions':
      case 'wallet_revokePermissions':
        return {
          ...base,
          title: titleOf(t, request.method),
          account: primaryAddress(user, chainId),
          details: { kind: 'raw', content: cut(JSON.stringify(request.params, null, 2), MAX_RAW) },
          notices: [],
        };
    }
    throw new PreviewError('Nothing to approve');
  };
}
