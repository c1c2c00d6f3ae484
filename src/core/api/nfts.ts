import * as z from 'zod/mini';
import type { HttpClient } from './http.ts';

/** One NFT of `GET /v1/account/{address}/nfts` (not in SPEC section 7's table; shaped like the balance route). */
export const nftSchema = z.object({
  chainId: z.string(),
  contractAddress: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  tokenId: z.string().check(z.regex(/^[0-9]{1,78}$/)),
  name: z.string(),
  collection: z.object({ name: z.string(), symbol: z.optional(z.string()) }),
  imageUrl: z.optional(z.nullable(z.string())),
});
export type Nft = z.infer<typeof nftSchema>;

/** The envelope is checked strictly; items one by one, so one bad item can't hide the rest. */
export const nftsResponseSchema = z.object({ nfts: z.array(z.unknown()) });

/** Keeps the items that satisfy the NFT schema (and only http(s) images); the rest are dropped. */
export function parseNfts(items: readonly unknown[]): Nft[] {
  const out: Nft[] = [];
  for (const item of items) {
    const parsed = z.safeParse(nftSchema, item);
    if (!parsed.success) continue;
    const image = parsed.data.imageUrl;
    out.push({ ...parsed.data, imageUrl: image && /^https?:\/\//.test(image) ? image : null });
  }
  return out;
}

/** `GET /v1/account/{address}/nfts?chainId=`: the NFTs the account holds on that network. */
export async function fetchNfts(api: HttpClient, input: { address: string; caipNetworkId: string }): Promise<Nft[]> {
  const page = await api.get(`/v1/account/${input.address}/nfts`, nftsResponseSchema, { chainId: input.caipNetworkId });
  return parseNfts(page.nfts);
}
