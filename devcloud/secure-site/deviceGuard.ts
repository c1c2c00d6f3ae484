/**
 * Checks the frame's device proof on a backend call (deviceProof.ts): the signature must be by the key the call
 * names, over this call, made within a minute, and never seen before (a captured call cannot be sent again). The
 * answer is the proven public key, or null; the routes decide what needs which key (the session's, for signing).
 */
import { DEVICE_KEY_HEADER, DEVICE_PROOF_HEADER, parseProof, verifyDeviceProof } from './deviceProof.ts';

const WINDOW_MS = 60_000;
/** Nonces kept for replay checks; past it the oldest go (their calls are near expiry anyway). */
const MAX_NONCES = 50_000;

export type DeviceGuard = ReturnType<typeof createDeviceGuard>;

export function createDeviceGuard({ now = Date.now, windowMs = WINDOW_MS }: { now?: () => number; windowMs?: number } = {}) {
  const seen = new Map<string, number>();

  function sweep(time: number) {
    for (const [nonce, expires] of seen) if (expires <= time) seen.delete(nonce);
    while (seen.size >= MAX_NONCES) seen.delete(seen.keys().next().value!);
  }

  return {
    async provenKey(
      header: (name: string) => string | undefined,
      call: { path: string; body: string; token: string | undefined },
    ): Promise<string | null> {
      const publicKey = header(DEVICE_KEY_HEADER);
      const proof = parseProof(header(DEVICE_PROOF_HEADER));
      if (!publicKey || !proof) return null;
      const time = now();
      if (Math.abs(time - proof.time) > windowMs || seen.has(proof.nonce)) return null;
      // Checked again after the wait: the same call sent twice at once passes only once.
      if (!(await verifyDeviceProof(publicKey, proof, call)) || seen.has(proof.nonce)) return null;
      sweep(time);
      seen.set(proof.nonce, time + 2 * windowMs);
      return publicKey;
    },
  };
}
