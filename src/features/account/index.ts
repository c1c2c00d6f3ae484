/** The account feature's view in the modal chunk; its actions are in the wallet actions chunk. */
export { AccountView } from './AccountView.tsx';
