import { atom } from 'jotai/vanilla';
import type { CaipNetwork } from '../core/caip.ts';
import { optionsAtom } from './options.ts';

/** The networks the host requested, in CAIP form. */
export const networksAtom = atom<CaipNetwork[]>((get) => get(optionsAtom)?.networks ?? []);
/** The network the modal acts on. */
export const activeNetworkAtom = atom<CaipNetwork | undefined>(undefined);
