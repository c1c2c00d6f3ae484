/** The send feature chunk (`./features/send`): the form and its preview. */
export { SendPreviewView } from './SendPreviewView.tsx';
export { SendView } from './SendView.tsx';
