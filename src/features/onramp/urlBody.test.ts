import { describe, expect, it } from 'vitest';
import { onrampUrlBody, type PurchaseInput } from './urlBody.ts';

const address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const input: PurchaseInput = {
  address,
  asset: { id: 'USDT', name: 'Tether USD', symbol: 'USDT', networks: [] },
  network: { name: 'airlock-local', display_name: 'Airlock Local', chain_id: '31337', contract_address: '0xe7f1' },
  amount: '99.50',
  currency: 'EUR',
  method: 'sepa_bank_account',
  provider: 'meld',
};

describe('the onrampurl body', () => {
  it('sends the purchase to the connected address on the chosen network, buying, preset in fiat (SPEC section 7)', () => {
    expect(onrampUrlBody(input)).toEqual({
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

  it("presets the crypto amount too when the provider quoted it (SPEC section 7's presetCryptoAmount)", () => {
    expect(onrampUrlBody({ ...input, cryptoAmount: '98.123456' })).toMatchObject({ presetCryptoAmount: 98.123456, presetFiatAmount: 99.5 });
    // A quote with no amount in it presets none.
    expect(onrampUrlBody({ ...input, cryptoAmount: '' })).not.toHaveProperty('presetCryptoAmount');
  });
});
