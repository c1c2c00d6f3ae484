import type { ReactNode } from 'react';
import type { Route, View } from '../../atoms/router.ts';
import { ConnectView } from '../../features/connect/ConnectView.tsx';
import type { AppKit } from '../appKit.ts';

/** How the modal shows one view: the title that names the dialog, and its content. */
export type ViewEntry = { title: string; render: (kit: AppKit, route: Route) => ReactNode };

/**
 * The views this build has. A view is listed only once it is built; `open({ view })` with a view
 * missing here falls back to the default view (see AppKit.open).
 */
export const VIEWS: Partial<Record<View, ViewEntry>> = {
  Connect: { title: 'Connect Wallet', render: () => <ConnectView sections={{}} onSelectInjected={() => undefined} /> },
};
