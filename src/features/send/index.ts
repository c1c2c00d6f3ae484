/** The send feature chunk (`./features/send`): the form and its preview, and the transfer path Pay reuses. */
export { SendPreviewView } from './SendPreviewView.tsx';
export { SendView } from './SendView.tsx';
export { chainClientOf, type EvmTransfer, sendEvmTransfer } from './evmTransfer.ts';
export { receiverAddressError, SEND_ERRORS } from './validate.ts';
