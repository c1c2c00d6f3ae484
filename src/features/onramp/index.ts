/** The Buy feature chunk (`./features/onramp`): the on-ramp form, its quotes and the purchase in the provider's window. */
export { BuyView } from './BuyView.tsx';
