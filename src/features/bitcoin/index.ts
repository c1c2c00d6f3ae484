/** The Bitcoin feature chunk (`airlock-feature-bitcoin`): the Account view's Bitcoin part and Bitcoin's Send. */
export { BitcoinAccountPanel } from './BitcoinAccountPanel.tsx';
export { BitcoinSendView } from './BitcoinSendView.tsx';
