/** A well-formed history item for tests (the SPEC shape, as devcloud answers). */
export const historyItem = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt: '2025-03-04T10:00:00.000Z',
    sentFrom: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    sentTo: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    status: 'confirmed',
    nonce: 1,
    chain: 'eip155:31337',
  },
  transfers: [
    {
      fungible_info: { name: 'Airlock Dollar', symbol: 'AUSD', icon: { url: 'http://x/AUSD' } },
      direction: 'in',
      quantity: { numeric: '2', decimals: '18' },
      value: 2,
      price: 1,
    },
  ],
  ...extra,
});
