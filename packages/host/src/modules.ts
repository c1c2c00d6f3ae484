import type { AppKit, SiwxModule } from 'airlock/appkit';

/** Every module Airlock exposes, by the name `loadAirlockModule` takes (`airlock/<name>` for `loadRemote`). */
export type AirlockModules = {
  appkit: typeof import('airlock/appkit');
  react: typeof import('airlock/react');
  networks: typeof import('airlock/networks');
  geo: typeof import('airlock/geo');
  wagmi: typeof import('airlock/wagmi');
  siwx: SiwxModule;
};

/** The two modules every host uses: `createAppKit` and the React hooks and buttons. */
export type Airlock = Pick<AirlockModules, 'appkit' | 'react'>;

/** An instance, as `createAppKit` returns it. */
export type AirlockKit = AppKit;
