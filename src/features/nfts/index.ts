/** The NFTs feature chunk (airlock-feature-nfts): fetched when the Account view's NFTs tab first opens. */
export { NftGrid } from './NftGrid.tsx';
export { createNftActions } from './actions.ts';
