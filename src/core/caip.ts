import * as z from 'zod/mini';
import type { Expect, SameType } from './sameType.ts';

/** Chain namespaces the toolkit knows (SPEC section 3). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];
export type CaipNetworkId = `${string}:${string}`;
export type CaipAddress = `${string}:${string}:${string}`;

/** A network in CAIP form, as the modal shows and switches it (SPEC section 3, "Network (CAIP)"). */
export type CaipNetwork = {
  id: number | string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } };
  assets?: { imageId?: string; imageUrl?: string };
  testnet?: boolean;
  blockExplorers?: { default: { name: string; url: string } };
};

/** What a host may pass as a network: a CAIP network, or a viem-style chain (namespace defaults to eip155). */
export const networkInputSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string().check(z.minLength(1)),
  chainNamespace: z.optional(z.enum(CHAIN_NAMESPACES)),
  caipNetworkId: z.optional(z.string()),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  rpcUrls: z.object({
    default: z.object({ http: z.readonly(z.array(z.string())) }),
    chainDefault: z.optional(z.object({ http: z.readonly(z.array(z.string())) })),
  }),
  assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
  testnet: z.optional(z.boolean()),
  blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: z.string() }) })),
});
/** A network as a host passes it: a CAIP network, or a viem-style chain (`chainNamespace` defaults to `eip155`). */
export type NetworkInput = {
  id: number | string;
  name: string;
  chainNamespace?: ChainNamespace;
  caipNetworkId?: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } };
  assets?: { imageId?: string; imageUrl?: string };
  testnet?: boolean;
  blockExplorers?: { default: { name: string; url: string } };
};
export type NetworkInputSchemaIsPublic = Expect<SameType<z.input<typeof networkInputSchema>, NetworkInput>>;

/** Gives a network its CAIP id and namespace. */
export function toCaipNetwork(input: NetworkInput): CaipNetwork {
  const chainNamespace = input.chainNamespace ?? 'eip155';
  return {
    ...input,
    chainNamespace,
    caipNetworkId: (input.caipNetworkId ?? `${chainNamespace}:${input.id}`) as CaipNetworkId,
  };
}

/** The placeholder for a network the wallet is on but the app did not request. */
export function unknownNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const [chainNamespace, id = ''] = caipNetworkId.split(':') as [ChainNamespace, string];
  return {
    id: /^\d+$/.test(id) ? Number(id) : id,
    caipNetworkId,
    chainNamespace,
    name: 'Unknown Network',
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  };
}

export function parseCaipNetworkId(value: string): { namespace: string; reference: string } | undefined {
  const match = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/.exec(value);
  return match ? { namespace: match[1]!, reference: match[2]! } : undefined;
}

export function parseCaipAddress(value: string): { caipNetworkId: CaipNetworkId; address: string } | undefined {
  const parts = value.split(':');
  if (parts.length !== 3 || !parts.every(Boolean)) return undefined;
  return { caipNetworkId: `${parts[0]}:${parts[1]}` as CaipNetworkId, address: parts[2]! };
}

/** Addresses are shown with 4 leading and 6 trailing characters, `0x` included (SPEC section 9): `0xf3…b92266`. */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 1) return address;
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`;
}
