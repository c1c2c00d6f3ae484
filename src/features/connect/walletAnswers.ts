import * as z from 'zod/mini';
import type { WalletWait } from '../../atoms/walletWait.ts';
import type { WalletConnectProvider } from '../../chains/connectors/walletconnect.ts';
import { RPC_CODES } from '../../chains/eip155/provider.ts';

/**
 * How long a WalletConnect wallet has to answer a request the visitor must approve: 5 minutes, WalletConnect's own
 * request expiry. Past it the request ends with a 4001 error; the tests shorten it (`_testTimeouts.iframeRequest`).
 */
export const WALLET_ANSWER_LIMIT_MS = 300_000;
/**
 * After this long without an answer the view says the wallet has not answered yet; sooner under a shortened limit
 * (a third of it), so the notice has time to be seen before the limit ends the request.
 */
export const WALLET_LATE_AFTER_MS = 5_000;
export const lateAfterMs = (limitMs: number) => Math.min(WALLET_LATE_AFTER_MS, Math.round(limitMs / 3));

/**
 * Methods that wait on the visitor in the wallet, and what each must answer: on eip155 a hash or signature in hex;
 * on solana and bip122 the namespace's own provider parses the answer's shape.
 */
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const PROMPTS: Record<string, z.ZodMiniType> = {
  eth_sendTransaction: hex,
  personal_sign: hex,
  eth_sign: hex,
  eth_signTypedData_v4: hex,
  wallet_switchEthereumChain: z.unknown(),
  wallet_addEthereumChain: z.unknown(),
  solana_signMessage: z.unknown(),
  solana_signTransaction: z.unknown(),
  solana_signAllTransactions: z.unknown(),
  solana_signAndSendTransaction: z.unknown(),
  signMessage: z.unknown(),
  signPsbt: z.unknown(),
  sendTransfer: z.unknown(),
};

/** An EIP-1193 error: an integer code and a text, whatever the wallet sent. */
export class WalletAnswerError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const errorShape = z.object({ code: z.int(), message: z.string().check(z.minLength(1), z.maxLength(1000)) });

/** The wallet's error as `{ code, message }`: a malformed code is -32603 (internal), a missing text a plain one. */
export function normaliseWalletError(error: unknown): WalletAnswerError {
  if (error instanceof WalletAnswerError) return error;
  const parsed = z.safeParse(errorShape, error);
  if (parsed.success) return new WalletAnswerError(parsed.data.code, parsed.data.message, (error as { data?: unknown }).data);
  const code = z.safeParse(z.int(), (error as { code?: unknown } | null)?.code);
  const message = (error as { message?: unknown } | null)?.message;
  return new WalletAnswerError(
    code.success ? code.data : -32603,
    typeof message === 'string' && message ? message.slice(0, 1000) : 'The wallet answered with an error',
  );
}

export type WalletAnswersOptions = {
  walletName: string;
  limitMs: number;
  /** A request is late (no answer after a few seconds). */
  onLate(wait: WalletWait): void;
  /** That request settled (answered, cancelled or past the limit). */
  onSettled(wait: WalletWait): void;
};

/**
 * The session's provider as the modal and the host use it, on every namespace it grants (eip155, solana, bip122):
 * every error normalised to `{ code, message }`, an EVM prompt's result checked (a signature or hash is hex; `null`
 * or another shape is an error), a prompt still unanswered after a few seconds reported as late (with a way to
 * cancel it: 4001), and ended with 4001 past the limit.
 */
export function withWalletAnswers(provider: WalletConnectProvider, options: WalletAnswersOptions): WalletConnectProvider {
  async function request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown> {
    // The chain (solana's and bip122's requests name theirs) is passed on only when given.
    const send = () => (chain === undefined ? provider.request(args) : provider.request(args, chain));
    const expected = Object.hasOwn(PROMPTS, args.method) ? PROMPTS[args.method] : undefined;
    if (!expected) return send().catch((error: unknown) => Promise.reject(normaliseWalletError(error)));
    let settle: (error: WalletAnswerError) => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => (settle = reject));
    const wait: WalletWait = {
      walletName: options.walletName,
      method: args.method,
      cancel: () => settle(new WalletAnswerError(RPC_CODES.userRejected, 'Request cancelled: the wallet did not answer')),
    };
    const late = setTimeout(() => options.onLate(wait), lateAfterMs(options.limitMs));
    const limit = setTimeout(
      () =>
        settle(
          new WalletAnswerError(
            RPC_CODES.userRejected,
            `${options.walletName} did not answer within ${Math.round(options.limitMs / 1000)} s: request ended`,
          ),
        ),
      options.limitMs,
    );
    try {
      const result = await Promise.race([send(), stopped]);
      if (!z.safeParse(expected, result).success)
        throw new WalletAnswerError(-32603, `The wallet answered ${args.method} without a valid result`);
      return result;
    } catch (error) {
      throw normaliseWalletError(error);
    } finally {
      clearTimeout(late);
      clearTimeout(limit);
      options.onSettled(wait);
    }
  }
  return new Proxy(provider, {
    get(target, key) {
      if (key === 'request') return request;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
