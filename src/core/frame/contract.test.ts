import { W3mFrameSchema } from '@reown/appkit-wallet';
import { describe, expect, it } from 'vitest';
import golden from '../../../contract/secure-site/frame-messages.json' with { type: 'json' };
import { frameUrl } from '../../chains/connectors/embedded.ts';
import { parseAppMessage, parseFrameMessage, socialResultSchema } from './messages.ts';
import { rpcResultOf } from './rpc.ts';

/**
 * The contract with the real secure site: golden messages in its shapes (contract/secure-site/frame-messages.json,
 * each naming the AppKit file it was read from). Each is first checked against AppKit's own published schema
 * (@reown/appkit-wallet), so the fixtures cannot drift from the real client; then against ours.
 */
describe('golden frame messages (contract/secure-site)', () => {
  it.each(golden.appToFrame.map((entry) => [entry.message.type, entry] as const))(
    'app → frame %s: the real client sends it, our frame parses it',
    (_, entry) => {
      expect(W3mFrameSchema.appEvent.safeParse(entry.message).success).toBe(true);
      const parsed = parseAppMessage(entry.message);
      expect(parsed).not.toBeNull();
      expect(parsed?.type).toBe(entry.message.type);
    },
  );

  it.each(golden.frameToApp.map((entry) => [entry.message.type, entry] as const))(
    'frame → app %s: the real frame sends it, Airlock parses it',
    (_, entry) => {
      if (!('appkitSchema' in entry)) expect(W3mFrameSchema.frameEvent.safeParse(entry.message).success).toBe(true);
      const parsed = parseFrameMessage(entry.message);
      expect(parsed).not.toBeNull();
      expect(parsed).toMatchObject(entry.message);
    },
  );

  it('an RPC result is the bare payload', () => {
    for (const entry of golden.frameToApp.filter((e) => e.message.type === '@w3m-frame/RPC_REQUEST_SUCCESS')) {
      const message = entry.message as { payload: unknown };
      expect(rpcResultOf(message.payload)).toEqual(message.payload);
    }
  });

  it("the social popup's untyped result", () => {
    for (const entry of golden.popupToOpener) expect(socialResultSchema.safeParse(entry.message).success).toBe(true);
  });

  it('the SDK page URL is the one the real client builds', () => {
    const real = new URL(golden.sdkUrl.url);
    const ours = new URL(
      frameUrl({ secureSiteUrl: real.origin, projectId: 'p1', chainId: 1, enableLogger: true, rpcUrl: 'https://rpc.walletconnect.org' }),
    );
    expect(ours.origin + ours.pathname).toBe(real.origin + real.pathname);
    expect(Object.fromEntries(ours.searchParams)).toEqual(Object.fromEntries(real.searchParams));
  });
});
