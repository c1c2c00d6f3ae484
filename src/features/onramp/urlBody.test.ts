import { describe, expect, it } from 'vitest';
import { onrampUrlBody } from './urlBody.ts';

describe('the onrampurl body', () => {
  it('sends the purchase to the connected address on the chosen network, buying, preset in fiat (SPEC section 7)', () => {
    const address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
    const body = onrampUrlBody({
      address,
      asset: { id: 'USDT', name: 'Tether USD', symbol: 'USDT', networks: [] },
      network: { name: 'airlock-local', display_name: 'Airlock Local', chain_id: '31337', contract_address: '0xe7f1' },
      amount: '99.50',
      currency: 'EUR',
      method: 'sepa_bank_account',
      provider: 'meld',
    });
    expect(body).toEqual({
      destinationWallets: [{ address, blockchains: ['airlock-local'], assets: ['USDT'] }],
      defaultNetwork: 'airlock-local',
      partnerUserId: address,
      defaultExperience: 'buy',
      presetFiatAmount: 99.5,
      provider: 'meld',
      paymentCurrency: 'EUR',
      paymentMethod: 'sepa_bank_account',
    });
  });
});
