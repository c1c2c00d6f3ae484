/**
 * The embedded wallet's bip122 methods (our `bitcoin` frame extension; WalletConnect's shapes): `getAccountAddresses`,
 * `signMessage` (BIP-322) and `signPsbt` (the payment account's inputs it was asked to sign; `broadcast` sends it to
 * devcloud's Esplora). The request names its network in `chainId` (`bip122:<genesis hash prefix>`).
 */
import type { RpcRequestPayload } from '../../src/core/frame/rpc.ts';
import { ESPLORA_PREFIX } from '../bitcoin/chain.ts';
import type { UserRecord } from './store.ts';

export type BitcoinRequest = Extract<RpcRequestPayload, { chainNamespace: 'bip122' }>;

export const isBitcoinRequest = (request: RpcRequestPayload): request is BitcoinRequest => request.chainNamespace === 'bip122';

export class BitcoinRpcError extends Error {
  override name = 'BitcoinRpcError';
}

/** The Bitcoin library loads with the first Bitcoin request, not with the secure site. */
const wallet = () => import('./bitcoinWallet.ts');

/** The user's wallet on the request's network. */
export async function bitcoinWalletFor(user: UserRecord, request: BitcoinRequest) {
  const { bitcoinWalletOf } = await wallet();
  if (typeof request.chainId !== 'string') throw new BitcoinRpcError('A bip122 request names its network in chainId');
  try {
    return bitcoinWalletOf(user, request.chainId);
  } catch (error) {
    throw new BitcoinRpcError((error as Error).message);
  }
}

export async function bitcoinRpc(user: UserRecord, request: BitcoinRequest, devcloudUrl: string): Promise<unknown> {
  const lib = await wallet();
  const account = await bitcoinWalletFor(user, request);
  try {
    switch (request.method) {
      case 'getAccountAddresses':
        return lib.accountAddresses(account);
      case 'signMessage': {
        const { address, message, protocol } = request.params;
        if (protocol === 'ecdsa') throw new BitcoinRpcError('Only BIP-322 message signatures are supported');
        return lib.signBitcoinMessage(account, address, message);
      }
      case 'signPsbt': {
        const { psbt, signInputs, broadcast } = request.params;
        const signed = lib.signPaymentInputs(account, lib.parsePsbt(account, psbt), signInputs);
        if (!broadcast) return { psbt: signed.toBase64() };
        signed.finalizeAllInputs();
        const txid = await broadcastTransaction(devcloudUrl, signed.extractTransaction().toHex());
        return { psbt: signed.toBase64(), txid };
      }
    }
  } catch (error) {
    if (error instanceof lib.BitcoinWalletError) throw new BitcoinRpcError(error.message);
    throw error;
  }
}

/** `POST /tx` to devcloud's Esplora: the txid, or the ledger's reason as the error. */
async function broadcastTransaction(devcloudUrl: string, hex: string): Promise<string> {
  const response = await fetch(new URL(`${ESPLORA_PREFIX}/tx`, devcloudUrl), { method: 'POST', body: hex });
  const text = await response.text();
  if (!response.ok) throw new BitcoinRpcError(text || `Esplora answered ${response.status}`);
  return text.trim();
}
