import { describe, expect, it } from 'vitest';
import type { CaipNetwork } from '../../core/caip.ts';
import { SAMPLE_OPTIONS } from './fallback.ts';
import type { OnrampOptions } from './schemas.ts';
import { buyableAssets, caipNetworkIdOf, defaultSelection, networkNamespace, reconcile } from './selection.ts';

const LOCAL = { name: 'airlock-local', display_name: 'Airlock Local', chain_id: '31337', contract_address: '' };
const MAINNET = { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' };
/** devcloud's options, shortened. */
const OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    { id: 'AUSD', name: 'Airlock Dollar', symbol: 'AUSD', networks: [{ ...LOCAL, contract_address: '0x5FbD' }] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [MAINNET, LOCAL] },
  ],
  paymentCurrencies: [
    {
      id: 'EUR',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'sepa_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ],
};
const network = (id: number, symbol = 'ETH'): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: symbol, symbol, decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

describe('on-ramp selection', () => {
  it('tells the namespace of a provider network: EVM by chain id, Solana by name, others none', () => {
    expect(networkNamespace(LOCAL)).toBe('eip155');
    expect(caipNetworkIdOf(LOCAL)).toBe('eip155:31337');
    expect(networkNamespace({ ...LOCAL, name: 'solana', chain_id: '' })).toBe('solana');
    expect(caipNetworkIdOf({ ...LOCAL, name: 'solana', chain_id: '' })).toBeUndefined();
    expect(networkNamespace({ ...LOCAL, name: 'bitcoin', chain_id: '' })).toBeUndefined();
  });

  it("starts on the active network's own coin, in USD by card", () => {
    expect(defaultSelection(OPTIONS, network(31337), ['eip155'])).toEqual({
      asset: 'ETH',
      network: 'airlock-local',
      currency: 'USD',
      method: 'card',
    });
    // Not sold on the active network: the first buyable asset on its first network.
    expect(defaultSelection(OPTIONS, network(10), ['eip155'])).toMatchObject({ asset: 'AUSD', network: 'airlock-local' });
    // Only a Solana address: only Solana networks can receive.
    expect(buyableAssets(SAMPLE_OPTIONS, ['solana']).map((a) => a.id)).toEqual(['USDC', 'SOL']);
    expect(defaultSelection(OPTIONS, network(31337), ['solana'])).toBeUndefined();
  });

  it('keeps choices consistent: the network follows the asset, a bank account stays one across currencies', () => {
    const usdBank = { asset: 'ETH', network: 'ethereum-mainnet', currency: 'USD', method: 'ach_bank_account' };
    expect(reconcile(OPTIONS, { ...usdBank, asset: 'AUSD' }, ['eip155'])).toMatchObject({ network: 'airlock-local' });
    expect(reconcile(OPTIONS, usdBank, ['eip155'])).toEqual(usdBank);
    expect(reconcile(OPTIONS, { ...usdBank, currency: 'EUR' }, ['eip155']).method).toBe('sepa_bank_account');
    expect(reconcile(OPTIONS, { ...usdBank, method: 'apple_pay' }, ['eip155']).method).toBe('card');
  });
});
