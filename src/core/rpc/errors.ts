import { BaseError, type BaseErrorParameters } from '../errors/base.ts';

/** The chain RPC layer's texts; 'Unsupported chain' is the SPEC's (section 5: only EVM and Solana are supported). */
export const RPC_MESSAGES = {
  unsupportedChain: 'Unsupported chain',
  noRpcUrl: 'No RPC URL for this network',
} as const;

/** A viem client was asked for a network it cannot serve (not eip155, or an id that is not a chain number). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError';
  constructor(parameters: BaseErrorParameters = {}) {
    super(RPC_MESSAGES.unsupportedChain, parameters);
  }
}

/** Neither the provider's RPC nor the network itself offers a URL to send JSON-RPC to. */
export class RpcUrlNotFoundError extends BaseError {
  override name = 'RpcUrlNotFoundError';
  constructor(parameters: BaseErrorParameters = {}) {
    super(RPC_MESSAGES.noRpcUrl, parameters);
  }
}
