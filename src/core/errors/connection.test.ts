import { describe, expect, it } from 'vitest';
import { BaseError } from './base.ts';
import {
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ConnectorUnavailableReconnectingError,
} from './connection.ts';

describe('connection errors (SPEC section 8)', () => {
  const cause = new Error('underneath');
  it.each([
    [new ChainNotConfiguredError({ cause }), 'ChainNotConfiguredError', 'Chain not configured.'],
    [new ConnectorAlreadyConnectedError({ cause }), 'ConnectorAlreadyConnectedError', 'Connector already connected.'],
    [new ConnectorNotConnectedError({ cause }), 'ConnectorNotConnectedError', 'Connector not connected.'],
    [
      new ConnectorAccountNotFoundError({ address: '0xabc', connector: 'io.metamask', cause }),
      'ConnectorAccountNotFoundError',
      'Account "0xabc" not found for connector "io.metamask".',
    ],
    [
      new ConnectorAccountNotFoundError({ connector: 'io.metamask', cause }),
      'ConnectorAccountNotFoundError',
      'Account not found for connector "io.metamask".',
    ],
    [
      new ConnectorChainMismatchError({ connectionChainId: 31337, connectorChainId: 1, cause }),
      'ConnectorChainMismatchError',
      "The current chain of the connector (id: 1) does not match the connection's chain (id: 31337).",
    ],
    [
      new ConnectorUnavailableReconnectingError({ connector: 'io.metamask', cause }),
      'ConnectorUnavailableReconnectingError',
      'Connector "io.metamask" unavailable while reconnecting.',
    ],
  ])('%s has its name, short message and cause', (error, name, shortMessage) => {
    expect(error).toBeInstanceOf(BaseError);
    expect(error.name).toBe(name);
    expect(error.shortMessage).toBe(shortMessage);
    expect(error.cause).toBe(cause);
  });
});
