/** The EIP-1193 surface Airlock uses. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
};

// The codes live in core (the embedded wallet's provider and the error table use them too).
export { isUnrecognizedChain, RPC_CODES, rpcErrorCode } from '../../core/errors/rpcCode.ts';
