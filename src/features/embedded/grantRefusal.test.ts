import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { embeddedUserAtom } from '../../atoms/embedded.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { parseOptions } from '../../core/options.ts';
import { grantRefusal } from './grantRefusal.ts';

const EOA = '0x1111111111111111111111111111111111111111';
const SMART = '0x2222222222222222222222222222222222222222';
const grant = {
  chainId: '0x7a69',
  expiry: 1_900_000_000,
  signer: { type: 'key', data: {} },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
};

function storeWith(smartSessions: boolean | undefined) {
  const store = createStore();
  const network = toCaipNetwork({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  });
  store.set(
    optionsAtom,
    parseOptions({
      projectId: 'proj',
      networks: [network],
      metadata: { name: 'Shell', description: 'd', url: 'http://localhost:3000', icons: [] },
      ...(smartSessions === undefined ? {} : { features: { smartSessions } }),
    }),
  );
  store.set(embeddedUserAtom, {
    address: SMART,
    accounts: [
      { address: EOA, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
    preferredAccountType: 'smartAccount',
  });
  return store;
}

describe('wallet_grantPermissions before the frame', () => {
  it('is refused while smart sessions are off (the default), whatever the request', () => {
    for (const flag of [undefined, false]) {
      const refusal = grantRefusal(storeWith(flag), [grant], SMART) as Error & { code: number };
      expect(refusal.code).toBe(4200);
      expect(refusal.message).toContain('Smart sessions are not enabled: set features.smartSessions to grant permissions');
    }
  });

  it('is refused for the EOA: smart sessions belong to the smart account', () => {
    const refusal = grantRefusal(storeWith(true), [grant], EOA) as Error & { code: number };
    expect(refusal.code).toBe(4100);
    expect(refusal.message).toContain('Smart sessions need the embedded smart account');
  });

  it('is refused for a malformed request', () => {
    for (const params of [[], [{ ...grant, permissions: [] }], { 0: grant }, undefined]) {
      const refusal = grantRefusal(storeWith(true), params, SMART) as Error & { code: number };
      expect(refusal.code).toBe(-32602);
      expect(refusal.message).toContain('Invalid permissions request');
    }
  });

  it('goes to the frame with the flag on, from the smart account (any address case), for a well-formed request', () => {
    expect(grantRefusal(storeWith(true), [grant], SMART.toUpperCase().replace('0X', '0x'))).toBeUndefined();
  });
});
