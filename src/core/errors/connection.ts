import { BaseError, type BaseErrorParameters } from './base.ts';

/**
 * SPEC section 8's connection errors, thrown by the connection actions. The texts are wagmi's for the same
 * errors (the SPEC names them only), so a host team that knows wagmi recognises them.
 */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError';
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain not configured.', parameters);
  }
}

export class ConnectorAlreadyConnectedError extends BaseError {
  override name = 'ConnectorAlreadyConnectedError';
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector already connected.', parameters);
  }
}

export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError';
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector not connected.', parameters);
  }
}

/** The connector answered, but without the account the connection was made with (or any account). */
export class ConnectorAccountNotFoundError extends BaseError {
  override name = 'ConnectorAccountNotFoundError';
  constructor({ address, connector, ...parameters }: BaseErrorParameters & { address?: string; connector: string }) {
    super(`Account${address ? ` "${address}"` : ''} not found for connector "${connector}".`, parameters);
  }
}

/** The wallet is on another chain than the one the connection (and the modal) is on. */
export class ConnectorChainMismatchError extends BaseError {
  override name = 'ConnectorChainMismatchError';
  constructor({
    connectionChainId,
    connectorChainId,
    ...parameters
  }: BaseErrorParameters & { connectionChainId: number | string; connectorChainId: number | string }) {
    super(
      `The current chain of the connector (id: ${connectorChainId}) does not match the connection's chain (id: ${connectionChainId}).`,
      parameters,
    );
  }
}

/** A stored connection's wallet did not come back while the page was restoring it. */
export class ConnectorUnavailableReconnectingError extends BaseError {
  override name = 'ConnectorUnavailableReconnectingError';
  constructor({ connector, ...parameters }: BaseErrorParameters & { connector: string }) {
    super(`Connector "${connector}" unavailable while reconnecting.`, parameters);
  }
}
