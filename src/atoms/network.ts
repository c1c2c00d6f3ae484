import { atom } from 'jotai/vanilla';
import type { CaipNetwork } from '../core/caip.ts';
import { optionsAtom } from './options.ts';

/** The networks the host requested, in CAIP form. */
export const networksAtom = atom<CaipNetwork[]>((get) => get(optionsAtom)?.networks ?? []);
/** The network the modal acts on. */
export const activeNetworkAtom = atom<CaipNetwork | undefined>(undefined);

/** Picks the start network: the stored one if still requested, else the default, else the first. */
export function initialNetwork(
  networks: readonly CaipNetwork[],
  storedId: string | undefined,
  defaultNetwork: CaipNetwork | undefined,
): CaipNetwork | undefined {
  return networks.find((n) => n.caipNetworkId === storedId) ?? defaultNetwork ?? networks[0];
}
