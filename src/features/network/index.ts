/** The network feature's views in the modal chunk; its actions are in the wallet actions chunk. */
export { SwitchActiveChainView } from './SwitchActiveChainView.tsx';
export { SwitchNetworkView } from './SwitchNetworkView.tsx';
export { UnsupportedChainView } from './UnsupportedChainView.tsx';
