/** The Bitcoin feature chunk (`airlock-feature-bitcoin`): the Account view's Bitcoin part, Bitcoin's Send and Sign message. */
export { BitcoinAccountPanel } from './BitcoinAccountPanel.tsx';
export { BitcoinSendView } from './BitcoinSendView.tsx';
export { BitcoinSignMessageView } from './BitcoinSignMessageView.tsx';
