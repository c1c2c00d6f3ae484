/**
 * Signs a wire transaction for the test account, as a wallet does in `solana:signTransaction` and
 * `solana:signAndSendTransaction`: the message bytes are signed and the signature put in the account's slot.
 */
import {
  getBase58Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Address,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import type { TestKeypair } from './keys.ts';

export class NotASignerError extends Error {
  override name = 'NotASignerError';
}

/** The transaction signed by `signer`, and its signature (base58; the fee payer's, which names the transaction). */
export function signWireTransaction(wire: Uint8Array, signer: TestKeypair): { transaction: Uint8Array; signature: string } {
  const transaction = getTransactionDecoder().decode(wire);
  if (!Object.hasOwn(transaction.signatures, signer.address))
    throw new NotASignerError(`${signer.address} is not a signer of this transaction`);
  const signature = signer.sign(new Uint8Array(transaction.messageBytes)) as SignatureBytes;
  // Replacing an existing key keeps its place, so the signatures stay in the message's signer order.
  const signatures: Transaction['signatures'] = { ...transaction.signatures, [signer.address as Address]: signature };
  const signed: Transaction = { ...transaction, signatures };
  const [first] = Object.values(signatures);
  return {
    transaction: new Uint8Array(getTransactionEncoder().encode(signed)),
    signature: first ? getBase58Decoder().decode(first) : '',
  };
}
