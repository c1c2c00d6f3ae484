/** The receive feature chunk (`./features/receive`): fetched only when the receive feature is on and a visitor reaches it. */
export { ReceiveView } from './ReceiveView.tsx';
