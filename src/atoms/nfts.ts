import { atom } from 'jotai/vanilla';
import type { Nft } from '../core/api/nfts.ts';

/** The NFTs tab's grid for one account on one network (`account` is its CAIP address). */
export type NftsState = {
  /** `unavailable`: the data API does not offer NFTs (the real one never does: the route is ours). */
  status: 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';
  account: string | null;
  nfts: Nft[];
};

export const initialNftsState: NftsState = { status: 'idle', account: null, nfts: [] };
export const nftsAtom = atom<NftsState>(initialNftsState);

/** What the NFTs tab may ask (loaded with the nfts chunk). */
export type NftServices = {
  /** (Re)loads the NFTs of the connected account on the active network. */
  load(): Promise<void>;
};
