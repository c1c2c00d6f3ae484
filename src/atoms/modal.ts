import { atom } from 'jotai/vanilla';

export const modalOpenAtom = atom(false);
/** Spinner state for actions that keep the modal busy (connecting, switching). */
export const modalLoadingAtom = atom(false);
