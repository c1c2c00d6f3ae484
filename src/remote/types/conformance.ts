/**
 * Compiled by `npm run typecheck`, never bundled: the shipped declarations (`appkit.d.ts`, `react.d.ts`) must
 * describe the code. Each assignment fails to compile when a public export drifts from its declaration: the
 * code takes an option the declaration lacks, or returns less than it promises.
 */
import * as appkit from '../index.ts';
import * as geo from '../geo.ts';
import * as networks from '../networks.ts';
import * as react from '../react/index.ts';
import * as wagmi from '../wagmi.ts';
import type * as AppkitTypes from './appkit';
import type * as GeoTypes from './geo';
import type * as NetworksTypes from './networks';
import type * as ReactTypes from './react';
import type * as WagmiTypes from './wagmi';

export const appkitConforms: Pick<
  typeof AppkitTypes,
  'createAppKit' | 'AIRLOCK_MODAL_TAG' | 'BaseError' | 'InvalidOptionsError' | 'PayError'
> = appkit;
export const reactConforms: typeof ReactTypes = react;
export const networksConforms: typeof NetworksTypes = networks;
export const geoConforms: typeof GeoTypes = geo;
export const wagmiConforms: typeof WagmiTypes = wagmi;
