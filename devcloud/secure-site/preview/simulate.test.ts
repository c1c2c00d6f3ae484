import { encodeErrorResult, pad, parseAbi, parseEther, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { NATIVE, NATIVE_TRANSFER_ADDRESS, TRANSFER_TOPIC } from './balanceChanges.ts';
import { revertReason, simulateCalls, type NodeRequest } from './simulate.ts';

const ME = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

const log = (address: string, from: string, to: string, amount: bigint) => ({
  address,
  topics: [TRANSFER_TOPIC, pad(from as `0x${string}`), pad(to as `0x${string}`)],
  data: pad(toHex(amount)),
});

/** A node that answers from a table, recording what it was asked. */
function fakeNode(answers: Record<string, (params: unknown[]) => unknown>) {
  const asked: Array<{ method: string; params: unknown[] }> = [];
  const request: NodeRequest = async (method, params) => {
    asked.push({ method, params });
    const answer = answers[method];
    if (!answer) throw new Error(`the method ${method} does not exist/is not available`);
    return answer(params);
  };
  return { request, asked };
}

describe('simulating calls', () => {
  it('runs the calls in one eth_simulateV1 block with native transfers traced', async () => {
    const node = fakeNode({
      eth_simulateV1: () => [
        {
          calls: [
            { status: '0x1', gasUsed: '0x5208', logs: [log(NATIVE_TRANSFER_ADDRESS, ME, BOB, parseEther('1'))] },
            { status: '0x1', gasUsed: '0x8000', logs: [log(TOKEN, ME, BOB, 7n)] },
          ],
        },
      ],
    });
    const result = await simulateCalls(node.request, [
      { from: ME, to: BOB, value: parseEther('1') },
      { from: ME, to: TOKEN, data: '0xa9059cbb' },
    ]);
    expect(result).toEqual({
      status: 'ok',
      via: 'eth_simulateV1',
      gasUsed: 0x5208n + 0x8000n,
      transfers: [
        { asset: NATIVE, from: ME, to: BOB, amount: parseEther('1') },
        { asset: TOKEN, from: ME, to: BOB, amount: 7n },
      ],
    });
    expect(node.asked[0]).toEqual({
      method: 'eth_simulateV1',
      params: [
        {
          blockStateCalls: [
            {
              calls: [
                { from: ME, to: BOB, value: '0xde0b6b3a7640000' },
                { from: ME, to: TOKEN, data: '0xa9059cbb' },
              ],
            },
          ],
          traceTransfers: true,
          validation: false,
        },
        'latest',
      ],
    });
  });

  it('reports which call reverts and why', async () => {
    const node = fakeNode({
      eth_simulateV1: () => [
        {
          calls: [
            { status: '0x1', gasUsed: '0x1', logs: [] },
            { status: '0x0', gasUsed: '0x1', logs: [], error: { message: 'execution reverted: AUSD: balance exceeded' } },
          ],
        },
      ],
    });
    expect(
      await simulateCalls(node.request, [
        { from: ME, to: BOB },
        { from: ME, to: TOKEN },
      ]),
    ).toEqual({
      status: 'reverted',
      index: 1,
      reason: 'execution reverted: AUSD: balance exceeded',
    });
  });

  it('reads the revert reason from the return data when the node says only "execution failed"', () => {
    const errorData = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: ['AUSD: balance exceeded'] });
    expect(revertReason(errorData, 'execution failed')).toBe('execution reverted: AUSD: balance exceeded');
    const panic = encodeErrorResult({ abi: parseAbi(['error Panic(uint256)']), errorName: 'Panic', args: [0x11n] });
    expect(revertReason(panic, 'execution failed')).toBe('execution reverted: panic 0x11');
    expect(revertReason('0x12345678aabbccdd', 'execution failed')).toBe('execution failed');
    expect(revertReason('0x', undefined)).toBe('execution reverted');
  });

  it('falls back to debug_traceCall: value of CALL frames, logs of frames that did not fail', async () => {
    const node = fakeNode({
      debug_traceCall: ([call]) => ({
        type: 'CALL',
        from: ME,
        to: (call as { to: string }).to,
        value: '0x10',
        gasUsed: '0x100',
        logs: [log(TOKEN, ME, BOB, 3n)],
        calls: [
          { type: 'CALL', from: TOKEN, to: ME, value: '0x4', logs: [] },
          { type: 'DELEGATECALL', from: TOKEN, to: BOB, value: '0x99' },
          { type: 'CALL', from: TOKEN, to: BOB, value: '0x5', error: 'execution reverted', logs: [log(TOKEN, ME, BOB, 1000n)] },
        ],
      }),
    });
    const result = await simulateCalls(node.request, [{ from: ME, to: TOKEN, value: 16n }]);
    expect(result).toEqual({
      status: 'ok',
      via: 'debug_traceCall',
      gasUsed: 0x100n,
      transfers: [
        { asset: NATIVE, from: ME, to: TOKEN, amount: 16n },
        { asset: TOKEN, from: ME, to: BOB, amount: 3n },
        { asset: NATIVE, from: TOKEN, to: ME, amount: 4n },
      ],
    });
    expect(node.asked.map((entry) => entry.method)).toEqual(['eth_simulateV1', 'debug_traceCall']);
    expect(node.asked[1]!.params[2]).toEqual({ tracer: 'callTracer', tracerConfig: { withLog: true } });
  });

  it('reports a revert from the tracer, and "unavailable" when the node can do neither', async () => {
    const reverting = fakeNode({
      debug_traceCall: () => ({ type: 'CALL', from: ME, to: TOKEN, error: 'execution reverted', revertReason: 'nope' }),
    });
    expect(await simulateCalls(reverting.request, [{ from: ME, to: TOKEN }])).toEqual({
      status: 'reverted',
      index: 0,
      reason: 'execution reverted: nope',
    });
    const none = fakeNode({});
    expect(await simulateCalls(none.request, [{ from: ME, to: TOKEN }])).toEqual({
      status: 'unavailable',
      reason: 'the method eth_simulateV1 does not exist/is not available',
    });
    // A malformed answer is no simulation either.
    const odd = fakeNode({ eth_simulateV1: () => 'nonsense', debug_traceCall: () => ({ nope: true }) });
    expect((await simulateCalls(odd.request, [{ from: ME, to: TOKEN }])).status).toBe('unavailable');
  });
});
