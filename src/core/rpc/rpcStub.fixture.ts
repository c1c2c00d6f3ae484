/**
 * A tiny JSON-RPC server for the transport tests: answers each call as `plan` says (a result, an HTTP
 * status, or never), and records when each call arrived so tests can check retry spacing without sleeping.
 */
import { createServer, type IncomingMessage } from 'node:http';

export type StubReply = { result: unknown } | { status: number; headers?: Record<string, string> } | 'hang';
export type StubCall = { method: string; at: number };
export type RpcStub = { url: string; calls: StubCall[]; callsTo(method: string): StubCall[]; close(): Promise<void> };

/** Answers for methods a plan does not care about (viem's fallback ranking pings with net_listening). */
const DEFAULT_RESULTS: Record<string, unknown> = { eth_chainId: '0x7a69', net_listening: true, eth_blockNumber: '0x10' };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

export function startRpcStub(port: number, plan: (call: { method: string; index: number }) => StubReply | undefined = () => undefined) {
  const calls: StubCall[] = [];
  const server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as { id: number; method: string };
    const index = calls.filter((call) => call.method === body.method).length;
    calls.push({ method: body.method, at: performance.now() });
    const reply = plan({ method: body.method, index }) ?? { result: DEFAULT_RESULTS[body.method] ?? null };
    if (reply === 'hang') return; // never answered; close() drops the socket
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify({ message: `stub ${reply.status}` }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: reply.result }));
  });
  return new Promise<RpcStub>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        calls,
        callsTo: (method) => calls.filter((call) => call.method === method),
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
