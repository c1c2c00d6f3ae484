/** What a visitor and a host read when a payment can't go on (our own texts; 'Modal closed' is the SPEC's, section 8). */
export const PAY_MESSAGES = {
  invalidRequest: 'Invalid payment request',
  unsupportedNetwork: 'Unsupported network',
  busy: 'A payment is already in progress',
  rejected: 'Payment rejected in the wallet',
  insufficientBalance: 'Insufficient balance',
  modalClosed: 'Modal closed',
  failed: 'Payment failed',
} as const;
