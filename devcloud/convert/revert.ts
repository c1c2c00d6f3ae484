/** The revert reason in a viem error ("MarketRouter: INSUFFICIENT_OUTPUT_AMOUNT", "AUSD: allowance exceeded" …). */
import { BaseError } from 'viem';

export function revertReason(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error);
  const withReason = error.walk((e) => typeof (e as { reason?: unknown }).reason === 'string') as { reason?: string } | null;
  if (withReason?.reason) return withReason.reason;
  // eth_estimateGas failures carry the node's text: "execution reverted: <reason>".
  const details = error.details || error.shortMessage;
  return details.replace(/^execution reverted:?\s*/i, '') || 'execution reverted';
}
