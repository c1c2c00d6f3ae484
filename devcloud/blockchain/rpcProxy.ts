/**
 * The chain RPC endpoint (`POST /v1/?chainId=...`): forwards a JSON-RPC request or batch to
 * the matching local anvil and returns its answer unchanged, as the provider's RPC does.
 */
import { z } from 'zod';

const rpcRequestSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

export const rpcBodySchema = z.union([rpcRequestSchema, z.array(rpcRequestSchema).min(1)]);

export type RpcBody = z.infer<typeof rpcBodySchema>;

/** The SPEC's HTTP JSON-RPC time-out. */
const RPC_TIMEOUT_MS = 10_000;

export async function forwardRpc(rpcUrl: string, body: RpcBody): Promise<Response> {
  try {
    const upstream = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
    // A fresh Response: upstream's headers (length, encoding) describe its own transfer.
    return new Response(await upstream.text(), {
      status: upstream.status,
      headers: { 'content-type': 'application/json' },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return Response.json(
      { message: timedOut ? 'chain node timed out' : `chain node unreachable: ${(error as Error).message}` },
      { status: timedOut ? 504 : 502 },
    );
  }
}
