import { describe, expect, it } from 'vitest';
import type { NamespaceConnection } from '../../atoms/connection.ts';
import type { EmbeddedUser } from '../../atoms/embedded.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { type CaipNetwork, toCaipNetwork } from '../../core/caip.ts';
import { describeReceiveAccount } from './receiveAccount.ts';
import { SOLANA_TEST_CAIP_NETWORK_ID, SOLANA_TEST_CHAIN_ID } from '../../core/networks/solanaTestNetwork.fixture.ts';

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SMART = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

const anvil: CaipNetwork = toCaipNetwork({
  id: 31338,
  name: 'Anvil Two',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
  assets: { imageUrl: 'https://example.test/anvil.png' },
});
const solana: CaipNetwork = toCaipNetwork({
  id: SOLANA_TEST_CHAIN_ID,
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [] } },
});

const connected = (address: string, connectorId = 'io.metamask'): NamespaceConnection => ({
  status: 'connected',
  connectorId,
  address,
  caipAddress: `eip155:31337:${address}`,
});
const user = (accounts: EmbeddedUser['accounts']): EmbeddedUser => ({ address: accounts[0]!.address, accounts });
const base = { namespace: 'eip155' as const, network: anvil, wallet: undefined, embeddedUser: null };

describe('describeReceiveAccount', () => {
  it('is undefined while nothing is connected in the namespace', () => {
    expect(describeReceiveAccount({ ...base, connection: { status: 'disconnected' } })).toBeUndefined();
    expect(describeReceiveAccount({ ...base, connection: { status: 'connecting', address: EOA } })).toBeUndefined();
    expect(describeReceiveAccount({ ...base, connection: { status: 'connected' } })).toBeUndefined();
  });

  it('gives the address, its short form and its CAIP form on the active network', () => {
    expect(describeReceiveAccount({ ...base, connection: connected(EOA) })).toEqual({
      namespace: 'eip155',
      address: EOA,
      short: '0xf3…b92266',
      caipAddress: `eip155:31338:${EOA}`,
      smartAccount: false,
      logo: 'https://example.test/anvil.png',
    });
  });

  it('keeps the connection’s CAIP address when the active network is of another namespace', () => {
    expect(describeReceiveAccount({ ...base, network: solana, connection: connected(EOA) })?.caipAddress).toBe(`eip155:31337:${EOA}`);
  });

  it("prefers the wallet's icon, and draws only data or web images", () => {
    const connection = connected(EOA);
    expect(describeReceiveAccount({ ...base, connection, wallet: { name: 'W', icon: ICON } })?.logo).toBe(ICON);
    expect(describeReceiveAccount({ ...base, connection, wallet: { name: 'W', icon: 'javascript:alert(1)' } })?.logo).toBe(
      'https://example.test/anvil.png',
    );
    expect(describeReceiveAccount({ ...base, connection, network: { ...anvil, assets: undefined } })?.logo).toBeUndefined();
  });

  it("marks the embedded wallet's smart account, and only it", () => {
    const embeddedUser = user([
      { address: EOA, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ]);
    const smart = connected(SMART.toLowerCase(), EMBEDDED_CONNECTOR_ID);
    expect(describeReceiveAccount({ ...base, connection: smart, embeddedUser })?.smartAccount).toBe(true);
    expect(describeReceiveAccount({ ...base, connection: connected(EOA, EMBEDDED_CONNECTOR_ID), embeddedUser })?.smartAccount).toBe(false);
    // The same address through another connector is not the embedded wallet's account.
    expect(describeReceiveAccount({ ...base, connection: connected(SMART), embeddedUser })?.smartAccount).toBe(false);
  });

  it('describes a Solana account (never a smart account)', () => {
    const connection: NamespaceConnection = {
      status: 'connected',
      connectorId: EMBEDDED_CONNECTOR_ID,
      address: SOL,
      caipAddress: `${solana.caipNetworkId}:${SOL}`,
    };
    const embeddedUser = user([{ address: SOL, type: 'smartAccount' }]);
    expect(describeReceiveAccount({ ...base, namespace: 'solana', network: solana, connection, embeddedUser })).toMatchObject({
      short: '9WzD…YtAWWM',
      caipAddress: `${SOLANA_TEST_CAIP_NETWORK_ID}:${SOL}`,
      smartAccount: false,
    });
  });
});
