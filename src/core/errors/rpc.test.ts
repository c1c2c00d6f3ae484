import { describe, expect, it } from 'vitest';
import { RPC_ERROR_CLASSES, rpcErrorOf, toRpcError } from './rpc.ts';

/** SPEC section 8's table: code, the class's name and viem's short message. */
const TABLE: Array<[number, string, string]> = [
  [-32700, 'ParseRpcError', 'Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text.'],
  [-32600, 'InvalidRequestRpcError', 'JSON is not a valid request object.'],
  [-32601, 'MethodNotFoundRpcError', 'The method does not exist / is not available.'],
  [
    -32602,
    'InvalidParamsRpcError',
    'Invalid parameters were provided to the RPC method.\nDouble check you have provided the correct parameters.',
  ],
  [-32603, 'InternalRpcError', 'An internal error was received.'],
  [-32000, 'InvalidInputRpcError', 'Missing or invalid parameters.\nDouble check you have provided the correct parameters.'],
  [-32001, 'ResourceNotFoundRpcError', 'Requested resource not found.'],
  [-32002, 'ResourceUnavailableRpcError', 'Requested resource not available.'],
  [-32003, 'TransactionRejectedRpcError', 'Transaction creation failed.'],
  [-32004, 'MethodNotSupportedRpcError', 'Method is not supported.'],
  [-32005, 'LimitExceededRpcError', 'Request exceeds defined limit.'],
  [-32006, 'JsonRpcVersionUnsupportedError', 'Version of JSON-RPC protocol is not supported.'],
  [4001, 'UserRejectedRequestError', 'User rejected the request.'],
  [4100, 'UnauthorizedProviderError', 'The requested method and/or account has not been authorized by the user.'],
  [4200, 'UnsupportedProviderMethodError', 'The Provider does not support the requested method.'],
  [4900, 'ProviderDisconnectedError', 'The Provider is disconnected from all chains.'],
  [4901, 'ChainDisconnectedError', 'The Provider is not connected to the requested chain.'],
  [4902, 'SwitchChainError', 'An error occurred when attempting to switch chain.'],
  [5700, 'UnsupportedNonOptionalCapabilityError', 'This Wallet does not support a capability that was not marked as optional.'],
  [5710, 'UnsupportedChainIdError', 'This Wallet does not support the requested chain ID.'],
  [5720, 'DuplicateIdError', 'There is already a bundle submitted with this ID.'],
  [5730, 'UnknownBundleIdError', 'This bundle id is unknown / has not been submitted'],
  [5740, 'BundleTooLargeError', 'The call bundle is too large for the Wallet to process.'],
  [5750, 'AtomicReadyWalletRejectedUpgradeError', 'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.'],
  [5760, 'AtomicityNotSupportedError', 'The wallet does not support atomic execution but the request requires it.'],
];

describe('the RPC and wallet code table (SPEC section 8)', () => {
  it('has one class per code of the table, and no other', () => {
    expect([...RPC_ERROR_CLASSES.keys()].sort((a, b) => a - b)).toEqual(TABLE.map(([code]) => code).sort((a, b) => a - b));
    expect(new Set(RPC_ERROR_CLASSES.values()).size).toBe(TABLE.length);
  });

  it.each(TABLE)('code %i is a %s with its short message, code and cause', (code, name, shortMessage) => {
    const cause = new Error('what the wallet said');
    const error = rpcErrorOf(code, cause);
    expect(error.name).toBe(name);
    expect(error.shortMessage).toBe(shortMessage);
    expect(error.code).toBe(code);
    expect(error.cause).toBe(cause);
    // EIP-1193 callers read the wallet's own words.
    expect(error.message).toBe('what the wallet said');
  });

  it.each([0, 1, -32099, 4003, 5001, 6000])('any other code (%i) is an unknown RPC error', (code) => {
    const error = rpcErrorOf(code, new Error('odd'));
    expect(error.name).toBe('UnknownRpcError');
    expect(error.shortMessage).toBe('An unknown RPC error occurred.');
  });

  it('maps whatever a provider threw by the code inside it', () => {
    expect(toRpcError({ code: 4001, message: 'no' })).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });
    expect(toRpcError(Object.assign(new Error('wrapped'), { cause: { code: -32005 } }))).toMatchObject({ name: 'LimitExceededRpcError' });
    expect(toRpcError(new Error('no code at all'))).toMatchObject({ name: 'UnknownRpcError', message: 'no code at all' });
    expect(toRpcError('boom')).toMatchObject({ name: 'UnknownRpcError', message: 'boom' });
  });
});
