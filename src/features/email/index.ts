/** The e-mail feature chunk (`./features/email`): its views, fetched only when the email feature is on and reached. */
export { EmailLoginView } from './EmailLoginView.tsx';
export { UpdateEmailWalletView } from './UpdateEmailWalletView.tsx';
export { EmbeddedAccountPanel } from './EmbeddedAccountPanel.tsx';
