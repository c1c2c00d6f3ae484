/**
 * Runs calls against the chain's current state without sending them, and reports the
 * transfers they would make. eth_simulateV1 first (anvil and recent nodes have it: one block,
 * the calls in order, native transfers traced); where it is missing, debug_traceCall with the
 * call tracer, one call at a time (a batch's later calls then do not see the earlier ones).
 */
import { decodeErrorResult, type Hex } from 'viem';
import { z } from 'zod';
import { NATIVE, transfersFromLogs, type Log, type Transfer } from './balanceChanges.ts';

export type SimCall = { from: string; to: string | null; data?: string; value?: bigint };

export type Simulation =
  | { status: 'ok'; transfers: Transfer[]; gasUsed: bigint; via: 'eth_simulateV1' | 'debug_traceCall' }
  | { status: 'reverted'; index: number; reason: string }
  | { status: 'unavailable'; reason: string };

/** One JSON-RPC call to the chain's node; throws on a node error. */
export type NodeRequest = (method: string, params: unknown[]) => Promise<unknown>;

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);
const logSchema = z.object({ address: hex, topics: z.array(hex), data: hex });

const simulateAnswerSchema = z
  .array(
    z.object({
      calls: z.array(
        z.object({
          status: hex,
          gasUsed: hex,
          returnData: hex.optional(),
          logs: z.array(logSchema).default([]),
          error: z.object({ message: z.string() }).partial().optional(),
        }),
      ),
    }),
  )
  .min(1);

type TraceFrame = {
  type: string;
  from: string;
  to?: string | undefined;
  value?: string | undefined;
  gasUsed?: string | undefined;
  error?: string | undefined;
  revertReason?: string | undefined;
  logs?: Log[] | undefined;
  calls?: TraceFrame[] | undefined;
};
const traceFrameSchema: z.ZodType<TraceFrame> = z.object({
  type: z.string(),
  from: hex,
  to: hex.optional(),
  value: hex.optional(),
  gasUsed: hex.optional(),
  error: z.string().optional(),
  revertReason: z.string().optional(),
  logs: z.array(logSchema).optional(),
  get calls() {
    return z.array(traceFrameSchema).optional();
  },
});

/** A revert's Error(string) or Panic(uint256) in words; the node's own message otherwise (anvil says only "execution failed"). */
export function revertReason(returnData: string | undefined, message: string | undefined): string {
  if (returnData && returnData.length > 10) {
    try {
      const decoded = decodeErrorResult({ data: returnData as Hex });
      if (decoded.errorName === 'Error') return `execution reverted: ${String(decoded.args?.[0])}`;
      if (decoded.errorName === 'Panic') return `execution reverted: panic 0x${BigInt(decoded.args?.[0] as bigint).toString(16)}`;
    } catch {
      // A custom error: no ABI to name it.
    }
  }
  return message ?? 'execution reverted';
}

const quantity = (value: bigint) => `0x${value.toString(16)}`;

function rpcCall(call: SimCall) {
  return {
    from: call.from,
    ...(call.to ? { to: call.to } : {}),
    ...(call.data && call.data !== '0x' ? { data: call.data } : {}),
    ...(call.value ? { value: quantity(call.value) } : {}),
  };
}

async function viaSimulateV1(request: NodeRequest, calls: readonly SimCall[]): Promise<Simulation> {
  const answer = simulateAnswerSchema.parse(
    await request('eth_simulateV1', [
      { blockStateCalls: [{ calls: calls.map(rpcCall) }], traceTransfers: true, validation: false },
      'latest',
    ]),
  );
  const results = answer[0]!.calls;
  const transfers: Transfer[] = [];
  let gasUsed = 0n;
  for (const [index, result] of results.entries()) {
    if (BigInt(result.status) !== 1n) return { status: 'reverted', index, reason: revertReason(result.returnData, result.error?.message) };
    gasUsed += BigInt(result.gasUsed);
    transfers.push(...transfersFromLogs(result.logs));
  }
  return { status: 'ok', transfers, gasUsed, via: 'eth_simulateV1' };
}

/** Native value moved by CALL/CREATE frames, and the logs of frames that did not fail (a failed frame's logs are undone). */
function collect(frame: TraceFrame, transfers: Transfer[]) {
  if (frame.error) return;
  const value = frame.value ? BigInt(frame.value) : 0n;
  const movesValue = frame.type === 'CALL' || frame.type === 'CREATE' || frame.type === 'CREATE2';
  if (movesValue && value > 0n && frame.to) {
    transfers.push({ asset: NATIVE, from: frame.from.toLowerCase(), to: frame.to.toLowerCase(), amount: value });
  }
  transfers.push(...transfersFromLogs(frame.logs ?? []));
  for (const child of frame.calls ?? []) collect(child, transfers);
}

async function viaTraceCall(request: NodeRequest, calls: readonly SimCall[]): Promise<Simulation> {
  const transfers: Transfer[] = [];
  let gasUsed = 0n;
  for (const [index, call] of calls.entries()) {
    const frame = traceFrameSchema.parse(
      await request('debug_traceCall', [rpcCall(call), 'latest', { tracer: 'callTracer', tracerConfig: { withLog: true } }]),
    );
    if (frame.error)
      return { status: 'reverted', index, reason: frame.revertReason ? `execution reverted: ${frame.revertReason}` : frame.error };
    gasUsed += frame.gasUsed ? BigInt(frame.gasUsed) : 0n;
    collect(frame, transfers);
  }
  return { status: 'ok', transfers, gasUsed, via: 'debug_traceCall' };
}

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'the node could not simulate it');

export async function simulateCalls(request: NodeRequest, calls: readonly SimCall[]): Promise<Simulation> {
  try {
    return await viaSimulateV1(request, calls);
  } catch (first) {
    try {
      return await viaTraceCall(request, calls);
    } catch {
      return { status: 'unavailable', reason: reasonOf(first) };
    }
  }
}
