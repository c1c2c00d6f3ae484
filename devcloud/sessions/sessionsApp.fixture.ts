/** The sessions API through the whole devcloud app, for its tests: two anvil dev keys, signatures checked by recovery. */
import { isAddressEqual, recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createApp } from '../app.ts';
import { createStateStore } from '../state.ts';

export const ALICE = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
export const MALLORY = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
export const QUERY = 'projectId=sessions&st=appkit&sv=test';
export const ACCOUNT = `eip155:31337:${ALICE.address}`;

export function setupSessionsApp() {
  const app = createApp({
    chain: { chains: [], tokens: [] },
    state: createStateStore({ dir: null }),
    wallets: [],
    names: {
      // Like the chain's verifier: a signature that does not recover is invalid, not an error.
      verify: async ({ address, message, signature }) =>
        recoverMessageAddress({ message, signature }).then(
          (signer) => isAddressEqual(signer, address),
          () => false,
        ),
    },
  });
  const json = async (path: string, init?: RequestInit) => {
    const response = await app.request(path, init);
    // biome-ignore lint/suspicious/noExplicitAny: the tests read whatever JSON the route answers
    return { status: response.status, body: (await response.json()) as any };
  };
  const post = (path: string, body: unknown) => json(path, { method: 'POST', body: JSON.stringify(body) });
  return { json, post };
}
