import { createElement, useCallback, useEffect, useState } from 'react';
import type { SiwxConfig } from 'airlock/appkit';
import {
  BASIC_MODE,
  LEGAL_OPTIONS,
  SHOW_ACCOUNT,
  EMBEDDED,
  PLACEMENT_OPTIONS,
  SHOW_CONNECTIONS,
  LOCAL_FEATURES,
  DEVCLOUD_URL,
  INITIAL_THEME,
  MANIFEST_URL,
  NETWORKS,
  PREFETCH,
  PROJECT_ID,
  SECURE_SITE_URL,
  NETWORK_OPTIONS,
  ANALYTICS_OPTIONS,
  TEST_TIMEOUTS,
  WALLET_OPTIONS,
  LANGUAGES,
  LOCALE,
} from './config.ts';
import { earlyAirlock } from './federation/earlyAirlock.ts';
import { type Airlock, type AirlockKit, loadAirlock } from '@airlock/host';
import { loadSiwx } from './federation/loadSiwx.ts';

type Kit = AirlockKit;
type Loaded = { airlock: Airlock; kit: Kit };

declare global {
  interface Window {
    /** For e2e tests and curious developers: the shell's instance. */
    airlockKit?: Kit;
    /** The `?siwx=` verifier given to the instance (tests revoke through it). */
    airlockSiwx?: SiwxConfig;
  }
}

/** The load the entry module started (see earlyAirlock.ts); a retry loads anew. */
let firstLoad: Promise<Airlock | null> | undefined = earlyAirlock;

/** The dev host: loads Airlock at run time from its manifest, as any host team would. */
export function App() {
  const [state, setState] = useState<'loading' | 'unavailable' | Loaded>('loading');
  const [theme, setTheme] = useState<'light' | 'dark'>(INITIAL_THEME);

  const load = useCallback(async () => {
    setState('loading');
    const airlock = await (firstLoad ?? loadAirlock(MANIFEST_URL));
    firstLoad = undefined;
    if (!airlock) return setState('unavailable');
    const siwx = await loadSiwx();
    window.airlockKit?.destroy();
    const kit = airlock.appkit.createAppKit({
      projectId: PROJECT_ID || undefined,
      networks: NETWORKS,
      metadata: { name: 'Airlock shell', description: 'Dev host', url: location.origin, icons: [] },
      themeMode: INITIAL_THEME,
      locale: LOCALE,
      basic: BASIC_MODE,
      prefetch: PREFETCH,
      features: LOCAL_FEATURES,
      apiUrl: DEVCLOUD_URL,
      blockchainApiUrl: DEVCLOUD_URL,
      analyticsUrl: DEVCLOUD_URL,
      rpcUrl: DEVCLOUD_URL,
      secureSiteUrl: SECURE_SITE_URL,
      ...WALLET_OPTIONS,
      ...LEGAL_OPTIONS,
      ...NETWORK_OPTIONS,
      ...PLACEMENT_OPTIONS,
      ...TEST_TIMEOUTS,
      ...ANALYTICS_OPTIONS,
      ...(siwx ? { siwx } : {}),
    });
    window.airlockKit = kit;
    window.airlockSiwx = siwx ?? undefined;
    setState({ airlock, kit });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    // The page follows the theme too (dark canvas, text and controls); set through the CSSOM, which the
    // shell's Content-Security-Policy allows where an inline <style> would not be.
    document.documentElement.style.colorScheme = theme;
    if (typeof state === 'object') state.kit.setThemeMode(theme);
  }, [theme, state]);

  return (
    <main>
      <header>
        <h1>Airlock shell</h1>
        <button type="button" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')} aria-pressed={theme === 'dark'}>
          Dark theme
        </button>
        <label>
          Language{' '}
          <select
            defaultValue={LOCALE ?? ''}
            onChange={(e) => (typeof state === 'object' ? state.kit.setLocale(e.target.value) : undefined)}
          >
            <option value="">Page default</option>
            {Object.entries(LANGUAGES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </header>
      <section aria-label="Wallet">
        {state === 'loading' ? (
          <button type="button" disabled>
            Loading wallet…
          </button>
        ) : state === 'unavailable' ? (
          <button type="button" onClick={() => void load()} aria-describedby="unavailable-help">
            Wallet unavailable
          </button>
        ) : (
          <Connected loaded={state} />
        )}
        {state === 'unavailable' ? <p id="unavailable-help">The wallet service could not be reached. Press the button to retry.</p> : null}
      </section>
      {/* `?embedded=1`: the host's own place for the modal, in the page's flow. */}
      {EMBEDDED ? <section aria-label="Wallet panel">{createElement('airlock-modal')}</section> : null}
    </main>
  );
}

function Connected({ loaded }: { loaded: Loaded }) {
  const { ConnectButton, AccountButton, NetworkButton, useAppKitState } = loaded.airlock.react;
  const state = useAppKitState(loaded.kit);
  const connected = state.status === 'connected' && Boolean(state.address);
  return (
    <>
      {connected ? <AccountButton kit={loaded.kit} /> : <ConnectButton kit={loaded.kit} />}
      <NetworkButton kit={loaded.kit} />
      <p data-testid="status">
        Status: {state.status}
        {state.address ? ` · ${state.address}` : ''}
      </p>
      {SHOW_CONNECTIONS ? <Connections loaded={loaded} /> : null}
      {SHOW_ACCOUNT ? <HostAccount loaded={loaded} /> : null}
    </>
  );
}

/** `?account=1`: the account hook's fields, as JSON (a host's own profile line would read the same). */
function HostAccount({ loaded }: { loaded: Loaded }) {
  const account = loaded.airlock.react.useAppKitAccount({ kit: loaded.kit });
  return <pre data-testid="host-account">{JSON.stringify(account)}</pre>;
}

/** `?connections=1`: the multi-wallet hooks' list and active connection, as a host would show them. */
function Connections({ loaded }: { loaded: Loaded }) {
  const { connections } = loaded.airlock.react.useAppKitConnections({ kit: loaded.kit });
  const { connection } = loaded.airlock.react.useAppKitConnection({ kit: loaded.kit });
  return (
    <>
      <ul aria-label="Host wallet list">
        {connections.map((c) => (
          <li key={`${c.namespace}:${c.connectorId}`}>
            {c.name} · {c.status}
          </li>
        ))}
      </ul>
      <p data-testid="host-connection">{connection ? `${connection.name} · ${connection.status}` : 'no active connection'}</p>
    </>
  );
}
