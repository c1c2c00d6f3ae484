import { BaseError, type BaseErrorParameters } from './base.ts';

/** The SPEC's exact texts (section 8) for connecting, disconnecting, switching and balances. */
export const WALLET_MESSAGES = {
  connectionRejected: 'Connection rejected',
  failedToConnect: 'Failed to connect',
  failedToDisconnect: 'Failed to disconnect',
  chainNotSupported: 'Chain is not supported',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  invalidConnectionStatus: 'Invalid connection status',
  caipNetworkUndefined: 'CaipNetwork is undefined',
  caipNetworkOrAddressUndefined: 'CaipNetwork or CaipAddress is undefined',
  adapterNotFound: 'Adapter not found',
} as const;

/** Why disconnecting failed, one reason per namespace that could not be disconnected (SPEC section 8). */
export const disconnectChainsMessage = (reasons: readonly string[]) => `Failed to disconnect chains: ${reasons.join(', ')}`;

/** The user declined the wallet's connection prompt (EIP-1193 code 4001). */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError';
  constructor(parameters: BaseErrorParameters = {}) {
    super(WALLET_MESSAGES.connectionRejected, parameters);
  }
}

/** Connecting failed for any reason other than the user declining. */
export class ConnectError extends BaseError {
  override name = 'ConnectError';
  constructor(parameters: BaseErrorParameters = {}) {
    super(WALLET_MESSAGES.failedToConnect, parameters);
  }
}

export class DisconnectError extends BaseError {
  override name = 'DisconnectError';
  constructor(parameters: BaseErrorParameters = {}) {
    super(WALLET_MESSAGES.failedToDisconnect, parameters);
  }
}

/** The wallet refused to add a chain it did not know (`wallet_addEthereumChain` failed). */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError';
  constructor(parameters: BaseErrorParameters = {}) {
    super(WALLET_MESSAGES.chainNotSupported, parameters);
  }
}

export class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError';
  constructor(parameters: BaseErrorParameters = {}) {
    super(WALLET_MESSAGES.tokenBalanceUnavailable, parameters);
  }
}

/** A connection needs the adapter of a namespace Airlock has none for (eip155 and solana have one). */
export class AdapterMissingError extends BaseError {
  override name = 'AdapterMissingError';
  constructor({ namespace, ...parameters }: BaseErrorParameters & { namespace: string }) {
    super(WALLET_MESSAGES.adapterNotFound, { ...parameters, details: `no adapter serves ${namespace}` });
  }
}

export { AdapterNotFoundError } from './adapter.ts';

/** Switching to a connection whose status is neither active, connected nor disconnected (SPEC section 4). */
export class InvalidConnectionStatusError extends BaseError {
  override name = 'InvalidConnectionStatusError';
  constructor(parameters: BaseErrorParameters = {}) {
    super(WALLET_MESSAGES.invalidConnectionStatus, parameters);
  }
}
