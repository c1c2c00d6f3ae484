import * as z from 'zod/mini';
import type { ApiClient } from '../../core/api/apiClient.ts';
import { ApiError } from '../../core/errors/api.ts';
import { SWAP_MESSAGES, SwapError, SwapNetworkError } from './errors.ts';
import {
  allowanceResponseSchema,
  type BuiltTxAnswer,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  priceResponseSchema,
  quotesResponseSchema,
  type RawQuote,
  reasonsSchema,
  type SwapTokenInfo,
  tokensResponseSchema,
} from './schemas.ts';
import { isSwapNetwork } from './networks.ts';
import { NATIVE_ADDRESS, parseTokenList } from './tokens.ts';

/** A transaction the API built, as the wallet is asked to send it. */
export type BuiltTx = { to: `0x${string}`; data: `0x${string}`; value: bigint; gas: bigint | undefined };

/**
 * A refusal as an error to show: the SPEC's two network texts (`reasons[0].description`) become SwapNetworkError;
 * any other refusal (400) is `refused` and anything else that failed `fallback`. The API's own words for a field
 * ("expected a whole number of the smallest unit, as text") are for developers: kept as details, never shown.
 */
export function refusal(error: unknown, fallback: string, refused: string = fallback): SwapError {
  const isRefusal = error instanceof ApiError && error.status === 400;
  const reason = isRefusal ? z.safeParse(reasonsSchema, error.body) : undefined;
  const text = reason?.success ? reason.data.reasons[0]!.description : undefined;
  if (text === SWAP_MESSAGES.unsupportedSwaps) return new SwapNetworkError('swaps', { cause: error });
  if (text === SWAP_MESSAGES.unsupportedGasPrice) return new SwapNetworkError('gasPrice', { cause: error });
  return new SwapError(isRefusal ? refused : fallback, {
    cause: error,
    details: text ?? (error instanceof Error ? error.message : undefined),
  });
}

const plainAddress = (caip10: string) => caip10.slice(caip10.lastIndexOf(':') + 1) as `0x${string}`;

/** `native`: the swap pays in the native coin, whose amount the real API gives as `tx.amount` rather than `tx.value`. */
function builtTx(tx: BuiltTxAnswer, native = false): BuiltTx {
  const gas = tx.eip155?.gas;
  return {
    to: plainAddress(tx.to),
    data: tx.data as `0x${string}`,
    value: BigInt(tx.value ?? (native ? tx.amount : undefined) ?? '0'),
    gas: gas === undefined ? undefined : BigInt(gas),
  };
}

/**
 * The swap API (SPEC section 7): each call with the SPEC's parameters (the client adds projectId, st and sv), each
 * answer parsed, each failure a SwapError with the text to show.
 */
export function createSwapApi(api: ApiClient) {
  /**
   * Runs one call about `caip` (a CAIP-2 network or CAIP-10 account). Outside the swap networks it is refused with the
   * SPEC's text before any request, as AppKit's client refuses a network its blockchain API does not serve.
   */
  async function call<T>(caip: string, fallback: string, run: () => Promise<T>, refused?: string): Promise<T> {
    const network = caip.split(':', 2).join(':');
    if (!isSwapNetwork(network)) throw new SwapNetworkError('swaps', { details: `swaps are not offered on ${network}` });
    try {
      return await run();
    } catch (error) {
      throw refusal(error, fallback, refused);
    }
  }

  return {
    /** `GET /v1/convert/tokens`. */
    tokens: (chainId: string): Promise<SwapTokenInfo[]> =>
      call(chainId, SWAP_MESSAGES.tokens, async () =>
        parseTokenList((await api.get('/v1/convert/tokens', tokensResponseSchema, { chainId })).tokens),
      ),

    /** `GET /v1/convert/quotes`: the first quote, or undefined when there is no route. */
    quote: (
      query: { amount: bigint; userAddress: string; from: string; to: string; gasPrice: bigint | undefined },
      signal: AbortSignal,
    ): Promise<RawQuote | undefined> =>
      call(
        query.userAddress,
        SWAP_MESSAGES.quote,
        async () => {
          const answer = await api.get(
            '/v1/convert/quotes',
            quotesResponseSchema,
            { ...query, amount: query.amount.toString(), gasPrice: query.gasPrice?.toString() },
            { signal },
          );
          return answer.quotes[0];
        },
        SWAP_MESSAGES.quoteRefused,
      ),

    /** `GET /v1/convert/allowance`: what the router may take of `tokenAddress` from the user. */
    allowance: (tokenAddress: string, userAddress: string): Promise<bigint> =>
      call(userAddress, SWAP_MESSAGES.failed, async () =>
        BigInt((await api.get('/v1/convert/allowance', allowanceResponseSchema, { tokenAddress, userAddress })).allowance),
      ),

    /** `GET /v1/convert/gas-price`: the standard price, in wei per gas. */
    gasPrice: (chainId: string): Promise<bigint> =>
      call(chainId, SWAP_MESSAGES.gasPrice, async () =>
        BigInt((await api.get('/v1/convert/gas-price', gasPriceResponseSchema, { chainId })).standard),
      ),

    /** `GET /v1/convert/build-approve`: the approval of the router (the SPEC's parameters: the API picks the amount). */
    buildApprove: (query: { userAddress: string; from: string; to: string }): Promise<BuiltTx> =>
      call(query.userAddress, SWAP_MESSAGES.approveFailed, async () =>
        builtTx((await api.get('/v1/convert/build-approve', buildApproveResponseSchema, query)).tx),
      ),

    /** `POST /v1/convert/build-transaction`: the swap, the slippage applied as its minimum out. */
    buildSwap: async (body: {
      projectId: string;
      amount: bigint;
      slippage: number;
      from: string;
      to: string;
      userAddress: string;
      disableEstimate: boolean;
    }): Promise<{ tx: BuiltTx; toAmount: bigint | undefined }> =>
      call(body.userAddress, SWAP_MESSAGES.failed, async () => {
        const { amount, slippage, ...rest } = body;
        const answer = await api.post('/v1/convert/build-transaction', buildTransactionResponseSchema, {
          ...rest,
          amount: amount.toString(),
          eip155: { slippage },
        });
        const native = plainAddress(body.from).toLowerCase() === NATIVE_ADDRESS;
        return { tx: builtTx(answer.tx, native), toAmount: answer.swap ? BigInt(answer.swap.toAmount) : undefined };
      }),

    /** `POST /v1/fungible/price`: USD per whole token, by lower-case CAIP-10 address (matched by address, else symbol). */
    prices: async (
      projectId: string,
      tokens: ReadonlyArray<{ key: string; caip10: string; symbol: string }>,
    ): Promise<Map<string, number>> => {
      const answer = await api.post('/v1/fungible/price', priceResponseSchema, {
        projectId,
        currency: 'usd',
        addresses: tokens.map((t) => t.caip10),
      });
      const prices = new Map<string, number>();
      for (const token of tokens) {
        const hit =
          answer.fungibles.find((f) => f.address?.toLowerCase() === token.key) ??
          answer.fungibles.find((f) => !f.address && f.symbol.toLowerCase() === token.symbol.toLowerCase());
        if (hit && Number.isFinite(hit.price)) prices.set(token.key, hit.price);
      }
      return prices;
    },
  };
}

export type SwapApi = ReturnType<typeof createSwapApi>;
