/** The receive feature chunk (`./features/receive`). Under construction on branch `receive`. */
export { ReceiveView } from './ReceiveView.tsx';
