import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  type RpcError,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem';
import { rpcErrorCode } from './rpcCode.ts';

type RpcErrorClass = new (cause: Error) => RpcError;

/**
 * SPEC section 8's code table, one class per code. viem has a class for every one of them (with its `name`,
 * `shortMessage`, `code` and `cause`), so Airlock uses viem's rather than a second copy. Imported only by lazy
 * chunks (the embedded wallet's provider): viem's classes are never in the bytes before the first open.
 */
export const RPC_ERROR_CLASSES: ReadonlyMap<number, RpcErrorClass> = new Map<number, RpcErrorClass>([
  [-32700, ParseRpcError],
  [-32600, InvalidRequestRpcError],
  [-32601, MethodNotFoundRpcError],
  [-32602, InvalidParamsRpcError],
  [-32603, InternalRpcError],
  [-32000, InvalidInputRpcError],
  [-32001, ResourceNotFoundRpcError],
  [-32002, ResourceUnavailableRpcError],
  [-32003, TransactionRejectedRpcError],
  [-32004, MethodNotSupportedRpcError],
  [-32005, LimitExceededRpcError],
  [-32006, JsonRpcVersionUnsupportedError],
  [4001, UserRejectedRequestError],
  [4100, UnauthorizedProviderError],
  [4200, UnsupportedProviderMethodError],
  [4900, ProviderDisconnectedError],
  [4901, ChainDisconnectedError],
  [4902, SwitchChainError],
  [5700, UnsupportedNonOptionalCapabilityError],
  [5710, UnsupportedChainIdError],
  [5720, DuplicateIdError],
  [5730, UnknownBundleIdError],
  [5740, BundleTooLargeError],
  [5750, AtomicReadyWalletRejectedUpgradeError],
  [5760, AtomicityNotSupportedError],
]);

/**
 * The error of the table for `code` (any other code: UnknownRpcError), caused by `cause`. EIP-1193 callers read
 * `message` as the wallet's own words, so it stays the cause's text (e.g. 'Modal closed'); viem's wording is in
 * `shortMessage`.
 */
export function rpcErrorOf(code: number, cause: Error): RpcError {
  const ErrorClass = RPC_ERROR_CLASSES.get(code) ?? UnknownRpcError;
  const error = new ErrorClass(cause);
  if (cause.message) error.message = cause.message;
  return error;
}

/** Anything a provider threw, as the table's class for the code it carries (none: UnknownRpcError). */
export function toRpcError(thrown: unknown): RpcError {
  const cause = thrown instanceof Error ? thrown : new Error(typeof thrown === 'string' ? thrown : 'An error occurred');
  return rpcErrorOf(rpcErrorCode(thrown) ?? 0, cause);
}
