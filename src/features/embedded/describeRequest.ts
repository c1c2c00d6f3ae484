import type { PendingApproval } from '../../atoms/embedded.ts';
import { decodeBase58 } from '../../chains/solana/address.ts';

/** The personal_sign message as text when it is printable UTF-8, else as given. */
export function personalSignText(hex: string): string {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return hex;
  const bytes = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? hex : text;
  } catch {
    return hex;
  }
}

function toDecimal(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value).toString();
  return undefined;
}

/** What ApproveTransaction shows of a validated unsafe request. */
export function describeRequest(id: number, request: { method: string; params?: unknown; chainNamespace?: string }): PendingApproval {
  const base: PendingApproval = { id, method: request.method, chainNamespace: request.chainNamespace ?? 'eip155' };
  const params = request.params;
  if (request.method === 'personal_sign' && Array.isArray(params)) {
    return { ...base, message: personalSignText(String(params[0])), from: String(params[1]) };
  }
  if (request.method === 'solana_signMessage' && params && typeof params === 'object' && !Array.isArray(params)) {
    const { message, pubkey } = params as { message: string; pubkey: string };
    const bytes = decodeBase58(message);
    return {
      ...base,
      message: bytes ? personalSignText(`0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`) : message,
      from: pubkey,
    };
  }
  if (request.method === 'eth_sendTransaction' && Array.isArray(params)) {
    const tx = params[0] as { from?: string; to?: string | null; value?: unknown };
    return { ...base, from: tx.from, to: tx.to ?? null, value: toDecimal(tx.value) ?? '0' };
  }
  if (request.method === 'eth_signTypedData_v4' && Array.isArray(params)) {
    const data = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1]);
    return { ...base, from: String(params[0]), details: data.slice(0, 2000) };
  }
  if (request.method === 'wallet_sendCalls' && Array.isArray(params)) {
    const calls = params[0] as { from?: string; calls: unknown[] };
    return { ...base, from: calls.from, details: JSON.stringify(calls.calls).slice(0, 2000) };
  }
  return { ...base, details: JSON.stringify(params ?? null).slice(0, 2000) };
}
