import { fallback, http, type FallbackTransport, type HttpTransport } from 'viem';
import { RPC_FALLBACK_RANK, RPC_RETRY, RPC_TIMEOUT } from './constants.ts';
import { RpcUrlNotFoundError } from './errors.ts';

/*
 * SPEC section 9 against viem 2.57 (clients/transports/http.ts, fallback.ts, createTransport.ts,
 * utils/buildRequest.ts, utils/promise/withRetry.ts):
 *
 *   figure                                   viem default?                          set here as
 *   3 retries                                yes (createTransport retryCount = 3)   retryCount (http or fallback)
 *   150 ms base delay                        yes (createTransport retryDelay = 150) retryDelay (http or fallback)
 *   exponential backoff                      built in: (1 << attempt) * retryDelay  (not configurable)
 *   Retry-After honoured                     built in (seconds or HTTP date)        (not configurable)
 *   retry on 403 408 413 429 500 502 503 504 built in (buildRequest shouldRetry)     (not configurable)
 *   retry on -1, -32005, -32603              built in (buildRequest shouldRetry)     (not configurable)
 *   10 000 ms time-out                       yes (http timeout = 10_000)            timeout (each http)
 *   fallback ranked                          NO: rank defaults to false             rank
 *   ping every 4000 ms                       only without a chain blockTime (it     rank.interval
 *                                            defaults to the client's pollingInterval)
 *   10 samples                               yes (sampleCount = 10)                 rank.sampleCount
 *   stability 0.7 / latency 0.3              yes (weights)                          rank.weights
 *   request cache 8192                       yes (withDedupe promiseCache LruMap)   (left alone)
 *
 * viem also retries JSON-RPC code 429 and -32007 and network failures (no status), which the SPEC's list
 * does not name; they are transient too, so that stays. Defaults are set anyway, so they cannot drift.
 */

export type ChainTransportOptions = {
  /** Per-attempt time-out in ms; default RPC_TIMEOUT (10 000). */
  timeout?: number | undefined;
};

/**
 * A viem transport over `urls` with the SPEC's retry and time-out figures: `http` for one URL, a ranked
 * `fallback` of `http`s for several. In a fallback the retries belong to the fallback (viem runs each URL
 * with retryCount 0), so one retry round tries every URL once; the inner transports only get the time-out.
 */
export function chainTransport(urls: readonly string[], options: ChainTransportOptions = {}): HttpTransport | FallbackTransport {
  const timeout = options.timeout ?? RPC_TIMEOUT;
  const [first, ...others] = urls;
  if (first === undefined) throw new RpcUrlNotFoundError();
  if (others.length === 0) return http(first, { ...RPC_RETRY, timeout });
  return fallback(
    urls.map((url) => http(url, { timeout })),
    {
      ...RPC_RETRY,
      rank: { interval: RPC_FALLBACK_RANK.interval, sampleCount: RPC_FALLBACK_RANK.sampleCount, weights: { ...RPC_FALLBACK_RANK.weights } },
    },
  );
}
