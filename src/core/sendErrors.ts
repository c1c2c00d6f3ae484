/**
 * The texts a visitor reads when a send form can't be sent (SPEC section 5 quoted exactly; the rest our own), shared
 * by Send and Bitcoin's Send (each its own chunk).
 */
export const SEND_ERRORS = {
  amountAndReceiver: 'An amount and receiver address are required',
  token: 'A token is required',
  chain: 'Unsupported chain',
  amount: 'Enter an amount greater than 0',
  decimals: 'Too many decimal places for this token',
  insufficient: 'Insufficient balance',
  address: 'Invalid address',
  checksum: 'Invalid address checksum',
  zeroAddress: 'Cannot send to the zero address',
} as const;

/** A transfer the visitor declined in the wallet. */
export const TRANSACTION_REJECTED = 'Transaction rejected';
