import { walletProviderAtom } from '../../atoms/account.ts';
import { allAccountsAtom, type TypedAccount } from '../../atoms/bitcoin.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { endTransactionAt, pushTransaction, routerAtom } from '../../atoms/router.ts';
import { visitDraftAtom } from '../../atoms/visitDraft.ts';
import { signMessageWithProvider } from '../../chains/bitcoin/messageSigner.ts';
import { bitcoinDraftOwner } from './draftOwner.ts';
import { isWalletRejection } from './rejection.ts';

/** An empty message (or one of blanks only) is not sent to the wallet. */
export const MESSAGE_REQUIRED = 'Enter a message to sign';
/** A signature the visitor declined in the wallet: SPEC section 8's name of code 4001 (the embedded wallet says the same). */
export const SIGNATURE_REJECTED = 'User rejected';
/** Any other failure (AppKit's text for a message that could not be signed). */
export const SIGNING_FAILED = 'Error signing message';

export type SignMessageResult = { signature: string; address: string } | { error: string };

/** The Sign message form: the message, the chosen account, the signature or the error, and whether the wallet is asked. */
export type BitcoinSignForm = {
  message: string;
  picked?: string | undefined;
  signed?: { signature: string; address: string } | undefined;
  error?: string | undefined;
  busy: boolean;
};

export const EMPTY_BITCOIN_SIGN_FORM: BitcoinSignForm = { message: '', busy: false };

/**
 * Kept in the instance's store, not the view: the embedded wallet's approval (ApproveTransaction) replaces the view
 * while the frame asks, and the view comes back with the message and the outcome. It lasts one visit of the view by
 * one account: leaving it, or another account or network, starts an empty form.
 */
export const bitcoinSignFormAtom = visitDraftAtom('BitcoinSignMessage', bitcoinDraftOwner, EMPTY_BITCOIN_SIGN_FORM);

/**
 * Sign message (BIP-322) on a Bitcoin connection: `accounts` are the ones a message can be signed with (payment first,
 * then ordinal); `sign` asks the connection's provider (the connector's `signMessage`) with the chosen account.
 */
export function createBitcoinSignActions(ctx: InstanceContext) {
  const { store } = ctx;

  /** The connection's payment and ordinal accounts; a connector that lists none has its address as the payment one. */
  function accounts(): TypedAccount[] {
    const typed = store.get(allAccountsAtom('bip122'));
    if (typed.length > 0) return [...typed].sort((a, b) => (a.type === b.type ? 0 : a.type === 'payment' ? -1 : 1));
    const { address } = store.get(connectionAtom('bip122'));
    return address ? [{ address, type: 'payment' }] : [];
  }

  async function sign(message: string, address: string): Promise<SignMessageResult> {
    if (message.trim() === '') return { error: MESSAGE_REQUIRED };
    const provider = store.get(walletProviderAtom('bip122'));
    if (!accounts().some((account) => account.address === address) || !provider || typeof provider !== 'object') {
      return { error: SIGNING_FAILED };
    }
    // A transaction entry: the embedded wallet's approval opens over this view and comes back to it (SPEC section 2).
    const depth = store.get(routerAtom).history.length - 1;
    store.set(routerAtom, (router) => pushTransaction(router, {}));
    try {
      return { signature: await signMessageWithProvider(provider, address, message), address };
    } catch (cause) {
      ctx.debug('bitcoin sign message failed', cause);
      return { error: isWalletRejection(cause) ? SIGNATURE_REJECTED : SIGNING_FAILED };
    } finally {
      store.set(routerAtom, (router) => endTransactionAt(router, depth, 'BitcoinSignMessage'));
    }
  }

  return { accounts, sign };
}

export type BitcoinSignActions = ReturnType<typeof createBitcoinSignActions>;
