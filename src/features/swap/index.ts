/** The swap feature chunk (`./features/swap`): the form, its token picker, and UnsupportedChain's swap variant. */
export { SelectTokenView } from './SelectTokenView.tsx';
export { SwapView } from './SwapView.tsx';
export { SwapNetworksView } from './SwapNetworksView.tsx';
