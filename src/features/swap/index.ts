/** The swap feature chunk (`./features/swap`): the form and its token picker. */
export { SelectTokenView } from './SelectTokenView.tsx';
export { SwapView } from './SwapView.tsx';
