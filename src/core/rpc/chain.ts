import { defineChain, type Chain } from 'viem';
import * as z from 'zod/mini';
import type { CaipNetwork } from '../caip.ts';
import { UnsupportedChainError } from './errors.ts';

/** An eip155 chain id: a positive whole number, given as a number or as decimal text. */
const chainIdSchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.pipe(
    z.transform((value: string | number) => Number(value)),
    z.number().check(z.int(), z.positive()),
  ),
);

/** The viem chain definition of an eip155 CAIP network: id, name, native currency, RPC URLs, explorer. */
export function toViemChain(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155')
    throw new UnsupportedChainError({
      details: `${network.caipNetworkId} is a ${network.chainNamespace} network; a viem client needs eip155`,
    });
  const id = z.safeParse(chainIdSchema, network.id);
  if (!id.success)
    throw new UnsupportedChainError({ details: `${network.caipNetworkId}: chain id ${String(network.id)} is not a chain number` });
  const { chainDefault } = network.rpcUrls;
  return defineChain({
    id: id.data,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: { http: network.rpcUrls.default.http },
      ...(chainDefault ? { chainDefault: { http: chainDefault.http } } : {}),
    },
    ...(network.blockExplorers ? { blockExplorers: { default: network.blockExplorers.default } } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  });
}
