import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { chooseAccountType } from './accountType.ts';
import { createEmbeddedActions } from './actions.ts';
import { cooldownMessage } from './loginCache.ts';
import { themeSyncPayload } from './theme.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { frameUrl, type EmbeddedFrame, type EmbeddedProvider } from '../../chains/connectors/embedded.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import { emailLoginAtom, embeddedUserAtom, farcasterAtom, frameApprovalAtom } from '../../atoms/embedded.ts';
import { disallowedOriginAtom } from '../../atoms/originGate.ts';
import { FrameReplyError, IframeLoadFailedError, IframeRequestTimeoutError } from '../../core/frame/errors.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { identityAtom, walletProviderAtom } from '../../atoms/account.ts';
import { alertAtom } from '../../atoms/alert.ts';
import { initialRouterState, routerAtom, type View } from '../../atoms/router.ts';
import { sessionEndedAtom } from '../../atoms/sessionEnded.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { localePackAtom, requestedLocaleAtom } from '../../atoms/locale.ts';
import { optionsAtom, themeModeAtom, themeVariablesAtom } from '../../atoms/options.ts';
import { parseOptions } from '../../core/options.ts';
import { createStorage } from '../../core/storage/storage.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { SOLANA_TEST_NETWORK as SOLANA } from '../../core/networks/solanaTestNetwork.fixture.ts';

describe('e-mail cooldown', () => {
  it("says 'Please try again after {n} seconds' within 30 s of the last login, rounding up", () => {
    expect(cooldownMessage(undefined, 1_000)).toBeNull();
    expect(cooldownMessage(0, 1)).toBe('Please try again after 30 seconds');
    expect(cooldownMessage(0, 29_001)).toBe('Please try again after 1 seconds');
    expect(cooldownMessage(0, 30_000)).toBeNull();
  });
});

describe('frame URL', () => {
  it('is the real SDK page: project id, CAIP chain id, protocol version 4, logger flag, RPC URL', () => {
    const rpcUrl = 'https://rpc.walletconnect.org';
    const url = new URL(frameUrl({ secureSiteUrl: 'http://127.0.0.1:4001', projectId: 'p', chainId: 31337, enableLogger: true, rpcUrl }));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4001/sdk');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p',
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: 'true',
      rpcUrl,
    });
    // No chain yet: mainnet, as AppKit's W3mFrame defaults; a CAIP id stays as it is.
    expect(
      new URL(
        frameUrl({ secureSiteUrl: 'https://s.example', projectId: 'p', chainId: undefined, enableLogger: false, rpcUrl }),
      ).searchParams.get('chainId'),
    ).toBe('eip155:1');
    expect(
      new URL(
        frameUrl({ secureSiteUrl: 'https://s.example', projectId: 'p', chainId: 'solana:abc', enableLogger: false, rpcUrl }),
      ).searchParams.get('chainId'),
    ).toBe('solana:abc');
  });

  it("carries the modal's language when it has one", () => {
    const url = new URL(
      frameUrl({
        secureSiteUrl: 'http://127.0.0.1:4001',
        projectId: 'p',
        chainId: 1,
        rpcUrl: 'https://r.example',
        enableLogger: false,
        locale: 'es',
      }),
    );
    expect(url.searchParams.get('locale')).toBe('es');
  });
});

describe('preferred account type (SPEC section 4: provider preference, else stored, else default)', () => {
  it('takes the provider preference first', () => {
    expect(chooseAccountType({ provider: 'eoa', stored: 'smartAccount', smartAccountAvailable: true })).toEqual({
      preferred: 'eoa',
      effective: 'eoa',
    });
    expect(chooseAccountType({ provider: 'smartAccount', stored: 'eoa', smartAccountAvailable: true }).effective).toBe('smartAccount');
  });
  it('else the stored one, else the EVM default smartAccount', () => {
    expect(chooseAccountType({ stored: 'eoa', smartAccountAvailable: true }).effective).toBe('eoa');
    expect(chooseAccountType({ stored: 'payment', smartAccountAvailable: true }).effective).toBe('smartAccount');
    expect(chooseAccountType({ smartAccountAvailable: true })).toEqual({ preferred: 'smartAccount', effective: 'smartAccount' });
  });
  it('falls back to eoa where the network has no smart account', () => {
    expect(chooseAccountType({ smartAccountAvailable: false })).toEqual({ preferred: 'smartAccount', effective: 'eoa' });
    expect(chooseAccountType({ provider: 'smartAccount', smartAccountAvailable: false }).effective).toBe('eoa');
  });
});

// ---- the actions against a fake frame ----

const EOA = '0x1111111111111111111111111111111111111111';
const SMART = '0x2222222222222222222222222222222222222222';
const ANVIL = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

type Sent = { type: string; payload: unknown; signal?: AbortSignal; resolve(value: unknown): void; reject(error: unknown): void };

/** A frame whose requests wait until the test answers them (or answers at once through `auto`). */
function fakeFrame(auto: Record<string, (payload: unknown) => unknown> = {}) {
  const sent: Sent[] = [];
  const listeners = new Set<(event: unknown) => void>();
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  const messenger = {
    request: vi.fn(
      (type: string, payload?: unknown, options?: { signal?: AbortSignal }) =>
        new Promise((resolve, reject) => {
          const entry: Sent = { type, payload, signal: options?.signal, resolve, reject };
          sent.push(entry);
          options?.signal?.addEventListener('abort', () => reject(new Error('Request was aborted')));
          const name = type.replace('@w3m-app/', '');
          if (auto[name]) resolve(auto[name](payload));
        }),
    ),
    onEvent: (listener: (event: unknown) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenReady: () => readyPromise,
    abortAll: () => {},
    destroy: () => {},
  };
  const frame = { messenger, iframe: {} as HTMLIFrameElement, destroy: vi.fn() } as unknown as EmbeddedFrame;
  return {
    frame,
    sent,
    ready: () => ready(),
    of: (name: string) => sent.filter((s) => s.type === `@w3m-app/${name}`),
    /** The frame sends an event (e.g. APPROVAL_REQUESTED). */
    emit: (name: string, payload: unknown) => {
      for (const listener of listeners) listener({ type: `@w3m-frame/${name}`, payload });
    },
  };
}

function harness(
  auto: Record<string, (payload: unknown) => unknown> = {},
  seed: Record<string, string> = {},
  networks = [ANVIL],
  hostOptions: { debug?: boolean } = {},
) {
  const store = createStore();
  const map = new Map<string, string>(Object.entries(seed));
  const storage = createStorage({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
  const options = parseOptions({
    projectId: 'proj',
    networks,
    metadata: { name: 'Shell', description: 'd', url: 'http://localhost:3000', icons: [] },
    ...hostOptions,
  });
  store.set(optionsAtom, options);
  store.set(activeNetworkAtom, ANVIL);
  const refreshAccount = vi.fn(async (_o?: { force?: boolean }) => undefined);
  const noop = () => {};
  const showError = vi.fn();
  const ctx = {
    store,
    storage,
    options,
    blockchainApi: {} as InstanceContext['blockchainApi'],
    toaster: { showError, showSuccess: noop, showLoading: noop, hide: noop } as unknown as InstanceContext['toaster'],
    track: noop,
    reportError: noop,
    debug: noop,
    open: vi.fn(async () => {}),
    close: vi.fn(),
    push: vi.fn(),
    replace: noop,
    reset: noop,
    goBack: vi.fn(),
    refreshAccount,
    signOutEmbedded: async () => {},
  } as unknown as InstanceContext;
  const fake = fakeFrame(auto);
  const createFrame = vi.fn(() => fake.frame);
  let mine = () => {};
  const mined = new Promise<void>((resolve) => (mine = resolve));
  const waitMined = vi.fn(() => mined);
  /** The page's window, where the social popup's result arrives. */
  const messageTarget = new EventTarget() as unknown as Window;
  const actions = createEmbeddedActions(ctx, { createFrame, waitMined, messageTarget });
  const mock = (f: unknown) => f as ReturnType<typeof vi.fn>;
  return {
    store,
    storage,
    map,
    actions,
    createFrame,
    refreshAccount,
    showError,
    waitMined,
    mine: () => mine(),
    open: mock(ctx.open),
    /** A message posted to the page (by the social popup, or anyone). */
    post: (data: unknown, origin: string) => messageTarget.dispatchEvent(new MessageEvent('message', { data, origin })),
    push: mock(ctx.push),
    goBack: mock(ctx.goBack),
    close: mock(ctx.close),
    ...fake,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const user = (extra: Record<string, unknown> = {}) => ({
  email: 'a@example.com',
  address: EOA,
  chainId: 31337,
  accounts: [
    { address: EOA, type: 'eoa' },
    { address: SMART, type: 'smartAccount' },
  ],
  ...extra,
});
const connectedAuto = (u: Record<string, unknown>) => ({
  IS_CONNECTED: () => ({ isConnected: true }),
  GET_CHAIN_ID: () => ({ chainId: 31337 }),
  GET_USER: () => u,
});

describe('the hidden frame is created only when needed (SPEC section 4)', () => {
  it('not at start, not by a sync without a prior e-mail login; on the first action that needs it, once', async () => {
    const h = harness({ GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }) });
    await h.actions.sync();
    expect(h.createFrame).not.toHaveBeenCalled();
    h.ready();
    await h.actions.loadSmartAccountNetworks();
    h.actions.warm();
    expect(h.createFrame).toHaveBeenCalledTimes(1);
  });
  it('at start when e-mail login was used before', async () => {
    const h = harness({ IS_CONNECTED: () => ({ isConnected: false }) }, { '@airlock/email_login_used': 'true' });
    h.ready();
    await h.actions.sync();
    expect(h.createFrame).toHaveBeenCalledTimes(1);
  });
});

describe('sync messages (SPEC section 3)', () => {
  it('sends SYNC_THEME and SYNC_DAPP_DATA when the frame is initialised, and SYNC_THEME on every theme change', async () => {
    const h = harness({ SYNC_THEME: () => undefined, SYNC_DAPP_DATA: () => undefined });
    h.store.set(themeVariablesAtom, { '--airlock-accent': '#ff0000' });
    h.actions.warm();
    expect(h.createFrame).toHaveBeenCalledTimes(1);
    // Not ready yet: a theme change is not sent to a frame that cannot take it.
    h.store.set(themeModeAtom, 'dark');
    expect(h.of('SYNC_THEME')).toHaveLength(0);
    h.ready();
    await flush();
    expect(h.of('SYNC_THEME').map((s) => s.payload)).toEqual([
      { themeMode: 'dark', themeVariables: { '--airlock-accent': '#ff0000' }, w3mThemeVariables: { '--w3m-accent': '#ff0000' } },
    ]);
    expect(h.of('SYNC_DAPP_DATA').map((s) => s.payload)).toEqual([
      {
        metadata: { name: 'Shell', description: 'd', url: 'http://localhost:3000', icons: [] },
        sdkVersion: expect.any(String),
        sdkType: 'appkit',
        projectId: 'proj',
      },
    ]);
    h.store.set(themeModeAtom, 'light');
    h.store.set(themeVariablesAtom, { '--airlock-border-radius': '4px' });
    expect(
      h
        .of('SYNC_THEME')
        .slice(1)
        .map((s) => s.payload),
    ).toEqual([
      { themeMode: 'light', themeVariables: { '--airlock-accent': '#ff0000' }, w3mThemeVariables: { '--w3m-accent': '#ff0000' } },
      { themeMode: 'light', themeVariables: { '--airlock-border-radius': '4px' }, w3mThemeVariables: { '--w3m-border-radius': '4px' } },
    ]);
    h.actions.destroy();
    h.store.set(themeModeAtom, 'dark');
    expect(h.of('SYNC_THEME')).toHaveLength(3);
  });

  it("gives the frame that offers syncLocale the modal's language: in its URL, at initialisation and on every change (setLocale)", async () => {
    const h = harness({ SYNC_LOCALE: () => undefined });
    // The language asked for, while the modal's pack is not in yet (English): the frame is made with the one asked for.
    h.store.set(requestedLocaleAtom, 'ja-JP');
    h.actions.warm();
    expect(h.createFrame).toHaveBeenCalledWith(expect.objectContaining({ locale: 'ja' }));
    h.emit('READY', { version: '1', extensions: ['syncLocale'] });
    h.ready();
    await flush();
    h.store.set(requestedLocaleAtom, 'ar');
    // The modal's own pack arriving changes nothing for the frame.
    h.store.set(localePackAtom, { locale: 'ar', messages: null });
    expect(h.of('SYNC_LOCALE').map((s) => s.payload)).toEqual([{ locale: 'ja' }, { locale: 'ar' }]);
    h.actions.destroy();
    h.store.set(requestedLocaleAtom, 'de');
    expect(h.of('SYNC_LOCALE')).toHaveLength(2);
  });

  it('never sends SYNC_LOCALE to a frame that did not offer it (the real site leaves it unanswered)', async () => {
    const h = harness({ SYNC_LOCALE: () => undefined, SYNC_THEME: () => undefined });
    h.actions.warm();
    h.emit('READY', { version: '4' });
    h.ready();
    await flush();
    h.store.set(requestedLocaleAtom, 'ar');
    expect(h.of('SYNC_THEME')).toHaveLength(1);
    expect(h.of('SYNC_LOCALE')).toHaveLength(0);
  });

  it('themeSyncPayload carries numbers as given and as text under the --w3m- names', () => {
    expect(themeSyncPayload('dark', { '--airlock-z-index': 5 })).toEqual({
      themeMode: 'dark',
      themeVariables: { '--airlock-z-index': 5 },
      w3mThemeVariables: { '--w3m-z-index': '5' },
    });
  });
});

describe('embedded-wallet sync at start-up (SPEC section 4)', () => {
  const seedConnected = {
    '@airlock/email_login_used': 'true',
    [connectorIdKey('eip155').key]: JSON.stringify('AUTH'),
    '@airlock/connected_namespaces': '["eip155"]',
  };

  it('connects with the smart account by default where the network offers one', async () => {
    const h = harness(connectedAuto(user()), seedConnected);
    h.ready();
    await h.actions.sync();
    expect(h.store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connected', address: SMART, connectorId: 'AUTH' });
    expect(h.store.get(embeddedUserAtom)).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' });
    // The default is not written as if the person had chosen it.
    expect(h.storage.get(STORAGE_KEYS.preferredAccountTypes)).toBeUndefined();
  });

  it('uses the stored type when the provider has none, and the provider preference over the stored one', async () => {
    const stored = {
      ...seedConnected,
      '@airlock/preferred_account_types': JSON.stringify({
        eip155: 'eoa',
        solana: 'eoa',
        polkadot: 'eoa',
        bip122: 'payment',
        cosmos: 'eoa',
      }),
    };
    const a = harness(connectedAuto(user()), stored);
    a.ready();
    await a.actions.sync();
    expect(a.store.get(connectionAtom('eip155')).address).toBe(EOA);
    const b = harness(connectedAuto(user({ address: SMART, preferredAccountType: 'smartAccount' })), stored);
    b.ready();
    await b.actions.sync();
    expect(b.store.get(connectionAtom('eip155')).address).toBe(SMART);
  });

  it('falls back to the eoa on a network without smart accounts', async () => {
    const h = harness(connectedAuto(user({ chainId: 31338, accounts: [{ address: EOA, type: 'eoa' }] })), seedConnected);
    h.ready();
    await h.actions.sync();
    expect(h.store.get(embeddedUserAtom)).toMatchObject({ address: EOA, preferredAccountType: 'eoa' });
  });

  it('disconnects (stored connector id removed) when the stored connector is the embedded one but the provider is not connected', async () => {
    const h = harness({ IS_CONNECTED: () => ({ isConnected: false }) }, seedConnected);
    h.ready();
    await h.actions.sync();
    expect(h.store.get(connectionAtom('eip155')).status).toBe('disconnected');
    expect(h.map.has(connectorIdKey('eip155').key)).toBe(false);
    expect(h.map.has('@airlock/email_login_used')).toBe(false);
    expect(h.map.get('@airlock/connection_status')).toBe('"disconnected"');
  });
});

describe('embedded-wallet RPC (SPEC section 4)', () => {
  /** Connected through a frame that offered `extensions` in its READY (the real site offers none). */
  async function connected(extensions: string[] = []) {
    const seed = { '@airlock/email_login_used': 'true', [connectorIdKey('eip155').key]: JSON.stringify('AUTH') };
    const h = harness(connectedAuto(user({ accounts: [{ address: EOA, type: 'eoa' }] })), seed);
    h.ready();
    await h.actions.sync();
    h.emit('READY', { version: '4', extensions });
    h.refreshAccount.mockClear();
    return h;
  }
  const withApprovalEvents = () => connected(['approvalEvents']);

  it('sends unsafe requests straight to the frame, which asks the visitor; success refreshes the balance past its cache', async () => {
    const h = await connected();
    const signing = h.actions.request('eip155', { method: 'personal_sign', params: ['0x6869', EOA] });
    await flush();
    const rpc = h.of('RPC_REQUEST');
    expect(rpc).toHaveLength(1);
    // The real frame's bare result.
    rpc[0]!.resolve(`0x${'cd'.repeat(65)}`);
    await expect(signing).resolves.toBe(`0x${'cd'.repeat(65)}`);
    expect(h.refreshAccount).toHaveBeenCalledWith({ force: true });
  });

  it('a sent transaction refreshes the balance once it is mined, not with the balance from before', async () => {
    const h = await connected();
    const hash = `0x${'ab'.repeat(32)}`;
    const sending = h.actions.request('eip155', { method: 'eth_sendTransaction', params: [{ from: EOA, to: SMART, value: '0x1' }] });
    await flush();
    // The older { result } wrapper is still understood.
    h.of('RPC_REQUEST')[0]!.resolve({ result: hash });
    await expect(sending).resolves.toBe(hash);
    expect(h.waitMined).toHaveBeenCalledWith(expect.anything(), ANVIL, hash);
    await flush();
    expect(h.refreshAccount).not.toHaveBeenCalled();
    h.mine();
    await vi.waitFor(() => expect(h.refreshAccount).toHaveBeenCalledWith({ force: true }));
  });

  it('a rejection inside the frame reaches the app as EIP-1193 4001', async () => {
    const h = await connected();
    const signing = h.actions.request('eip155', { method: 'personal_sign', params: ['0x6869', EOA] });
    await flush();
    h.of('RPC_REQUEST')[0]!.reject(new FrameReplyError('User rejected the request.', 4001));
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it("the real site's refusal is { message } alone: it still reaches the app as 4001, not -32603", async () => {
    const h = await connected();
    const signing = h.actions.request('eip155', { method: 'personal_sign', params: ['0x6869', EOA] });
    await flush();
    h.of('RPC_REQUEST')[0]!.reject(new FrameReplyError('User rejected the request.'));
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    const reverted = h.actions.request('eip155', { method: 'eth_sendTransaction', params: [{ from: EOA, to: SMART, value: '0x1' }] });
    await flush();
    h.of('RPC_REQUEST')[1]!.reject(new FrameReplyError('execution reverted'));
    await expect(reverted).rejects.toMatchObject({ code: -32603 });
  });

  it('against the real site (no approval events) the modal opens ApproveTransaction itself and leaves it when the request settles', async () => {
    const h = await connected();
    const signing = h.actions.request('eip155', { method: 'personal_sign', params: ['0x6869', EOA] });
    await flush();
    expect(h.open).toHaveBeenCalledWith({ view: 'ApproveTransaction' });
    expect(h.store.get(frameApprovalAtom).ids).toHaveLength(1);
    // An APPROVAL_ event from a frame that did not offer them is ignored.
    h.emit('APPROVAL_REQUESTED', { id: 'a1', method: 'personal_sign', height: 420 });
    expect(h.store.get(frameApprovalAtom).ids).toHaveLength(1);
    h.store.set(modalOpenAtom, true);
    h.store.set(routerAtom, { history: [{ view: 'ApproveTransaction' }], transactionStack: [] });
    h.of('RPC_REQUEST')[0]!.resolve(`0x${'cd'.repeat(65)}`);
    await expect(signing).resolves.toBe(`0x${'cd'.repeat(65)}`);
    await flush();
    expect(h.store.get(frameApprovalAtom).ids).toEqual([]);
    expect(h.close).toHaveBeenCalledTimes(1);
  });

  it('closing the modal while it shows an approval aborts it, even when a flow (Send, Swap, Register) pushed a transaction entry', async () => {
    const h = await connected();
    h.store.set(modalOpenAtom, true);
    h.store.set(routerAtom, { history: [{ view: 'SendPreview' }, { view: 'ApproveTransaction' }], transactionStack: [{}] });
    const sending = h.actions.request('eip155', { method: 'eth_sendTransaction', params: [{ from: EOA, to: SMART, value: '0x1' }] });
    await flush();
    expect(h.store.get(frameApprovalAtom).ids).toHaveLength(1);
    h.store.set(modalOpenAtom, false);
    await expect(sending).rejects.toMatchObject({ code: 4001, message: 'Modal closed' });
    expect(h.of('RPC_ABORT')).toHaveLength(1);
  });

  it.each([[[] as string[]], [['approvalEvents']]])(
    'back-to-back unsafe requests (extensions %j): the second, sent as soon as the first resolves, gets its own approval',
    async (extensions) => {
      const h = await connected(extensions);
      h.store.set(modalOpenAtom, true);
      h.store.set(routerAtom, { history: [{ view: 'ApproveTransaction' }], transactionStack: [] });
      // The modal's close aborts what is pending, as the real modal does.
      h.close.mockImplementation(() => h.store.set(modalOpenAtom, false));
      const events = extensions.length > 0;
      const first = h.actions.request('eip155', { method: 'personal_sign', params: ['0x6869', EOA] });
      await flush();
      if (events) h.emit('APPROVAL_REQUESTED', { id: 'a1', method: 'personal_sign', height: 420 });
      let second: Promise<unknown> | undefined;
      // viem's signMessage then signTypedData: the second goes out in the first one's continuation.
      const chained = first.then(() => {
        second = h.actions.request('eip155', { method: 'eth_signTypedData_v4', params: [EOA, '{"types":{}}'] });
        second.catch(() => undefined);
      });
      h.of('RPC_REQUEST')[0]!.resolve(`0x${'cd'.repeat(65)}`);
      // The frame's APPROVAL_ENDED for the first comes after its reply.
      await chained;
      if (events) h.emit('APPROVAL_ENDED', { id: 'a1', outcome: 'approved' });
      await flush();
      await flush();
      expect(h.close).not.toHaveBeenCalled();
      expect(h.of('RPC_ABORT')).toHaveLength(0);
      const typed = h.of('RPC_REQUEST')[1]!;
      expect(typed.signal?.aborted).toBe(false);
      if (events) h.emit('APPROVAL_REQUESTED', { id: 'a2', method: 'eth_signTypedData_v4', height: 420 });
      expect(h.store.get(frameApprovalAtom).ids).toHaveLength(1);
      typed.resolve(`0x${'ef'.repeat(65)}`);
      await expect(second).resolves.toBe(`0x${'ef'.repeat(65)}`);
      if (events) h.emit('APPROVAL_ENDED', { id: 'a2', outcome: 'approved' });
      await flush();
      expect(h.close).toHaveBeenCalledTimes(1);
    },
  );

  it('follows a frame that offers approval events: APPROVAL_REQUESTED opens ApproveTransaction, the last APPROVAL_ENDED leaves it', async () => {
    const h = await withApprovalEvents();
    void h.actions.request('eip155', { method: 'personal_sign', params: ['0x6869', EOA] }).catch(() => undefined);
    await flush();
    h.emit('APPROVAL_REQUESTED', { id: 'a1', method: 'personal_sign', height: 420 });
    expect(h.open).toHaveBeenCalledWith({ view: 'ApproveTransaction' });
    expect(h.store.get(frameApprovalAtom)).toEqual({ ids: ['a1'], height: 420 });
    h.emit('APPROVAL_RESIZED', { id: 'a1', height: 600 });
    expect(h.store.get(frameApprovalAtom).height).toBe(600);
    h.emit('APPROVAL_ENDED', { id: 'a1', outcome: 'approved' });
    expect(h.store.get(frameApprovalAtom).ids).toEqual([]);
  });

  it('RPC abort: unsafe requests end (the frame is told, and answers what waits); safe reads run on', async () => {
    const h = await connected();
    const read = h.actions.request('eip155', { method: 'eth_getBalance', params: [EOA, 'latest'] });
    const send = h.actions.request('eip155', { method: 'eth_sendTransaction', params: [{ from: EOA, to: SMART, value: '0x1' }] });
    const waiting = h.actions.request('eip155', { method: 'personal_sign', params: ['0x6869', EOA] });
    await flush();
    expect(h.of('RPC_REQUEST').map((s) => (s.payload as { method: string }).method)).toEqual([
      'eth_getBalance',
      'eth_sendTransaction',
      'personal_sign',
    ]);
    h.actions.abortRpc();
    await expect(send).rejects.toMatchObject({ code: 4001, message: 'Modal closed' });
    await expect(waiting).rejects.toMatchObject({ code: 4001 });
    expect(h.of('RPC_REQUEST')[0]!.signal).toBeUndefined();
    expect(h.of('RPC_ABORT')).toHaveLength(1);
    h.of('RPC_REQUEST')[0]!.resolve({ result: '0x10' });
    await expect(read).resolves.toBe('0x10');
    expect(h.refreshAccount).not.toHaveBeenCalled();
  });

  describe('ApproveTransaction only with a non-empty transaction stack (SPEC section 2)', () => {
    const onView = (h: Awaited<ReturnType<typeof connected>>, view: View, transactions: number) => {
      h.store.set(modalOpenAtom, true);
      h.store.set(routerAtom, {
        history: [{ view: 'Account' }, { view }],
        transactionStack: Array.from({ length: transactions }, () => ({})),
      });
    };
    const ask = async (h: Awaited<ReturnType<typeof connected>>) => {
      h.emit('READY', { version: '1', extensions: ['approvalEvents'] });
      const pending = h.actions.request('eip155', { method: 'personal_sign', params: ['0x6869', EOA] });
      pending.catch(() => undefined);
      await flush();
      h.emit('APPROVAL_REQUESTED', { id: 'a1', method: 'personal_sign', height: 420 });
      // Wrapped: an async function would wait for the request itself.
      return { pending };
    };

    it('over an open view with an empty stack, ApproveTransaction is not pushed (the request waits in the frame)', async () => {
      const h = await connected();
      onView(h, 'SwitchNetwork', 0);
      await ask(h);
      expect(h.push).not.toHaveBeenCalled();
      expect(h.open).not.toHaveBeenCalled();
    });

    it('while a flow of the modal waits on it (non-empty stack), ApproveTransaction is pushed', async () => {
      const h = await connected();
      onView(h, 'SendPreview', 1);
      await ask(h);
      expect(h.push).toHaveBeenCalledWith('ApproveTransaction');
    });

    it('error path: a rejection with a non-empty stack pops back to the flow; with an empty stack the modal closes', async () => {
      const flow = await connected();
      onView(flow, 'ApproveTransaction', 1);
      const { pending: rejected } = await ask(flow);
      flow.of('RPC_REQUEST')[0]!.reject(new FrameReplyError('User rejected the request.', 4001));
      flow.emit('APPROVAL_ENDED', { id: 'a1', outcome: 'rejected' });
      await expect(rejected).rejects.toMatchObject({ code: 4001 });
      await flush();
      expect(flow.goBack).toHaveBeenCalledTimes(1);
      expect(flow.close).not.toHaveBeenCalled();

      const alone = await connected();
      onView(alone, 'ApproveTransaction', 0);
      const { pending: failed } = await ask(alone);
      alone.of('RPC_REQUEST')[0]!.reject(new FrameReplyError('execution reverted', -32603));
      alone.emit('APPROVAL_ENDED', { id: 'a1', outcome: 'failed' });
      await expect(failed).rejects.toMatchObject({ code: -32603 });
      await flush();
      expect(alone.close).toHaveBeenCalledTimes(1);
      expect(alone.goBack).not.toHaveBeenCalled();
    });

    it('error path: a frame that times out ends no approval, so the modal leaves ApproveTransaction itself', async () => {
      const h = await connected();
      onView(h, 'ApproveTransaction', 0);
      const { pending: timedOut } = await ask(h);
      h.of('RPC_REQUEST')[0]!.reject(new IframeRequestTimeoutError());
      await expect(timedOut).rejects.toMatchObject({ code: -32603 });
      expect(h.store.get(frameApprovalAtom).ids).toEqual([]);
      expect(h.close).toHaveBeenCalledTimes(1);
    });
  });
});

describe('the frame messages the SPEC flows need (SPEC section 4)', () => {
  const seed = { '@airlock/email_login_used': 'true', [connectorIdKey('eip155').key]: JSON.stringify('AUTH') };
  const ANVIL_TWO = toCaipNetwork({
    id: 31338,
    name: 'Anvil Two',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  });
  const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

  it('a network of another namespace the embedded wallet serves: its user from the frame (GET_USER per namespace) connects it there', async () => {
    let solanaUser: Record<string, unknown> | undefined;
    const evmUser = user({ accounts: [{ address: EOA, type: 'eoa' }] });
    const getUser = (payload: unknown) => {
      const chainId = (payload as { chainId?: unknown } | undefined)?.chainId;
      if (typeof chainId === 'string' && chainId.startsWith('solana:')) {
        if (!solanaUser) throw new Error('No Solana account');
        return solanaUser;
      }
      return evmUser;
    };
    const h = harness({ ...connectedAuto({}), GET_USER: getUser }, seed, [ANVIL, SOLANA]);
    h.ready();
    await h.actions.sync();
    expect(h.store.get(connectionAtom('solana')).status).toBe('disconnected');
    solanaUser = {
      email: 'a@example.com',
      address: SOLANA_ADDRESS,
      chainId: SOLANA.caipNetworkId,
      accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }],
    };
    const asked = h.of('GET_USER').length;
    h.store.set(activeNetworkAtom, SOLANA);
    await flush();
    // The EVM user, then the solana one asked with the solana chain's CAIP id.
    expect(
      h
        .of('GET_USER')
        .slice(asked)
        .map((s) => s.payload),
    ).toEqual([{}, { chainId: SOLANA.caipNetworkId }]);
    expect(h.store.get(connectionAtom('solana'))).toMatchObject({ status: 'connected', connectorId: 'AUTH', address: SOLANA_ADDRESS });
    // The network the visitor chose stays active.
    expect(h.store.get(activeNetworkAtom)).toBe(SOLANA);
    expect(h.of('SWITCH_NETWORK')).toHaveLength(0);
  });

  it('INIT_SMART_ACCOUNT on the first use of the smart account on a network, once; its deployed flag is shown', async () => {
    const h = harness(
      {
        ...connectedAuto(user()),
        INIT_SMART_ACCOUNT: () => ({ address: SMART, isDeployed: true }),
        SWITCH_NETWORK: () => ({ chainId: 31337 }),
      },
      seed,
    );
    h.ready();
    await h.actions.sync();
    await flush();
    expect(h.of('INIT_SMART_ACCOUNT')).toHaveLength(1);
    expect(h.store.get(embeddedUserAtom)).toMatchObject({ address: SMART, smartAccountDeployed: true });
    await h.actions.sync();
    expect(h.of('INIT_SMART_ACCOUNT')).toHaveLength(1);
  });

  it('not for an EOA', async () => {
    const h = harness({ ...connectedAuto(user({ accounts: [{ address: EOA, type: 'eoa' }] })) }, seed);
    h.ready();
    await h.actions.sync();
    await flush();
    expect(h.of('INIT_SMART_ACCOUNT')).toHaveLength(0);
  });

  it('GET_CHAIN_ID at start-up: with no network chosen on this page, the wallet comes back on its chain', async () => {
    const h = harness(
      { ...connectedAuto(user({ chainId: 31338, accounts: [{ address: EOA, type: 'eoa' }] })), GET_CHAIN_ID: () => ({ chainId: 31338 }) },
      seed,
      [ANVIL, ANVIL_TWO],
    );
    h.ready();
    await h.actions.sync();
    expect(h.of('GET_CHAIN_ID')).toHaveLength(1);
    expect(h.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31338');
    expect(h.of('GET_USER').map((s) => s.payload)).toEqual([{ chainId: 31338 }]);
  });

  it('a chosen network stays: GET_CHAIN_ID is not asked', async () => {
    const chosen = { ...seed, '@airlock/active_caip_network_id': JSON.stringify('eip155:31337') };
    const h = harness(
      { ...connectedAuto(user({ accounts: [{ address: EOA, type: 'eoa' }] })), GET_CHAIN_ID: () => ({ chainId: 31338 }) },
      chosen,
      [ANVIL, ANVIL_TWO],
    );
    h.ready();
    await h.actions.sync();
    expect(h.of('GET_CHAIN_ID')).toHaveLength(0);
    expect(h.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31337');
  });

  it("SESSION_UPDATE with an invalid token: 'Session Expired', the token is not kept, and the frame is told to RELOAD", async () => {
    const h = harness({ RELOAD: () => undefined });
    h.actions.warm();
    h.emit('SESSION_UPDATE', { token: 'good-token_1.2' });
    expect(h.storage.get(STORAGE_KEYS.embeddedSessionToken)).toBe('good-token_1.2');
    expect(h.of('RELOAD')).toHaveLength(0);
    h.emit('SESSION_UPDATE', { token: 'not a token\n' });
    expect(h.storage.get(STORAGE_KEYS.embeddedSessionToken)).toBeUndefined();
    expect(h.store.get(alertAtom)).toMatchObject({ shortMessage: 'Session Expired', variant: 'error' });
    expect(h.of('RELOAD')).toHaveLength(1);
  });
});

describe('e-mail login whose code request fails (issue 21, point 7)', () => {
  it('shows no "we sent a code" step: the step is failed, and trying again is not held by the cooldown', async () => {
    const h = harness();
    h.actions.warm();
    h.ready();
    const sending = h.actions.connectEmail('a@example.com');
    await flush();
    h.of('CONNECT_EMAIL')[0]!.reject(new IframeLoadFailedError());
    expect(await sending).toBe('Unable to load email login dependency');
    expect(h.store.get(emailLoginAtom)).toEqual({ email: 'a@example.com', step: 'failed', error: 'Unable to load email login dependency' });
    expect(h.storage.get(STORAGE_KEYS.lastEmailLoginTime)).toBeUndefined();
    // Try again sends at once.
    const again = h.actions.connectEmail('a@example.com');
    await flush();
    h.of('CONNECT_EMAIL')[1]!.resolve({ action: 'VERIFY_OTP' });
    expect(await again).toBeNull();
    expect(h.store.get(emailLoginAtom)?.step).toBe('otp');
  });
});

describe('social login against the real popup (SPEC section 4)', () => {
  const SECURE = 'https://secure.walletconnect.org';
  const socialUser = () => ({ ...user({ accounts: [{ address: EOA, type: 'eoa' }] }), userName: 'github-user' });
  const start = async () => {
    const h = harness({
      GET_SOCIAL_REDIRECT_URI: () => ({ uri: `${SECURE}/social/github?state=s` }),
      CONNECT_SOCIAL: () => socialUser(),
    });
    h.ready();
    const popup = { close: vi.fn(), closed: false, location: { href: '' } } as unknown as Window;
    const login = h.actions.socialLogin('github', popup);
    await vi.waitFor(() => expect(popup.location.href).toContain('/social/github'));
    return { h, popup, login };
  };

  it("takes the popup's untyped { resultUri } from the secure origin only, relative or absolute, and connects with it", async () => {
    const { h, popup, login } = await start();
    // Another origin, or a shape that is not a result, is ignored.
    h.post({ resultUri: '/social/callback?code=forged' }, 'https://evil.example');
    h.post({ type: '@w3m-frame/SOCIAL_RESULT', payload: { resultUri: '/x' } }, SECURE);
    h.post({ resultUri: 'javascript:alert(1)' }, SECURE);
    await flush();
    expect(h.of('CONNECT_SOCIAL')).toHaveLength(0);
    h.post({ resultUri: '/social/callback?code=c1' }, SECURE);
    await login;
    // With the account type preferred (SPEC section 3: connect social {uri, preferredAccountType?, chainId?}).
    expect(h.of('CONNECT_SOCIAL').map((s) => s.payload)).toEqual([
      { uri: '/social/callback?code=c1', preferredAccountType: 'smartAccount', chainId: 31337 },
    ]);
    expect(popup.close).toHaveBeenCalled();
    expect(h.store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connected', address: EOA });
  });

  it('a result that names an error fails the login', async () => {
    const { h, login } = await start();
    h.post({ resultUri: `${SECURE}/social?error=access_denied` }, SECURE);
    await login;
    expect(h.of('CONNECT_SOCIAL')).toHaveLength(0);
    expect(h.store.get(connectionAtom('eip155')).status).not.toBe('connected');
  });
});

describe('e-mail and social login need an allowed origin (SPEC section 6)', () => {
  it('off the allowlist, every login entry point refuses with the reason and no frame is created', async () => {
    const h = harness();
    h.store.set(disallowedOriginAtom, 'https://evil.example');
    const reason = "Unavailable on https://evil.example: this site is not on the project's allowlist.";
    h.actions.warm();
    expect(await h.actions.connectEmail('a@example.com')).toBe(reason);
    const popup = { close: vi.fn(), closed: false } as unknown as Window;
    await h.actions.socialLogin('google', popup);
    expect(popup.close).toHaveBeenCalled();
    await h.actions.farcasterLogin(new AbortController().signal);
    expect(h.store.get(farcasterAtom)).toEqual({ status: 'error', error: reason });
    expect(h.createFrame).not.toHaveBeenCalled();
  });

  it('on an allowed (or not yet checked) origin, the frame is created as before', () => {
    const h = harness();
    h.actions.warm();
    expect(h.createFrame).toHaveBeenCalledTimes(1);
  });
});

describe('no auth connector (SPEC section 8)', () => {
  it("without e-mail or social login there is no frame to create: 'No auth connector found'", async () => {
    const { store, actions, createFrame } = harness();
    const options = store.get(optionsAtom)!;
    store.set(optionsAtom, { ...options, features: { ...options.features, email: false, socials: false } });
    expect(await actions.connectEmail('a@example.com')).toBe('No auth connector found');
    actions.warm();
    expect(createFrame).not.toHaveBeenCalled();
  });
});

describe('embedded-wallet rows of SPEC sections 4 and 8 (issue 25)', () => {
  const seedConnected = {
    '@airlock/email_login_used': 'true',
    '@airlock/email': JSON.stringify('a@example.com'),
    '@airlock/social_username': JSON.stringify('gh-user'),
    '@airlock/last_used_chain_id': '31337',
    [connectorIdKey('eip155').key]: JSON.stringify('AUTH'),
  };
  const LOGIN_CACHE = ['@airlock/email_login_used', '@airlock/email', '@airlock/social_username', '@airlock/last_used_chain_id'];
  const ANVIL_TWO = toCaipNetwork({
    id: 31338,
    name: 'Anvil Two',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  });

  it("sync: the namespace is 'connecting' while the frame is asked whether the login holds, then connected", async () => {
    const h = harness({ GET_CHAIN_ID: () => ({ chainId: 31337 }), GET_USER: () => user() }, seedConnected);
    h.ready();
    const syncing = h.actions.sync();
    await flush();
    expect(h.store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connecting', connectorId: 'AUTH' });
    h.of('IS_CONNECTED')[0]!.resolve({ isConnected: true });
    await syncing;
    expect(h.store.get(connectionAtom('eip155')).status).toBe('connected');
  });

  it('a connection check that fails (not just "not connected") clears the login cache too', async () => {
    const h = harness({}, seedConnected);
    h.ready();
    const syncing = h.actions.sync();
    await flush();
    h.of('IS_CONNECTED')[0]!.reject(new FrameReplyError('session store unavailable'));
    await syncing;
    for (const key of LOGIN_CACHE) expect(h.map.has(key), key).toBe(false);
    expect(h.store.get(connectionAtom('eip155')).status).toBe('disconnected');
  });

  it('sign-out clears the login cache and waits at most 3 s for a frame that does not answer SIGN_OUT', async () => {
    const h = harness(connectedAuto(user({ accounts: [{ address: EOA, type: 'eoa' }] })), seedConnected);
    h.ready();
    await h.actions.sync();
    vi.useFakeTimers();
    try {
      let done = false;
      const signingOut = h.actions.signOut().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(h.of('SIGN_OUT')).toHaveLength(1);
      for (const key of LOGIN_CACHE) expect(h.map.has(key), key).toBe(false);
      await vi.advanceTimersByTimeAsync(2_999);
      expect(done).toBe(false);
      expect(h.store.get(connectionAtom('eip155')).status).toBe('connected');
      await vi.advanceTimersByTimeAsync(1);
      await signingOut;
      expect(done).toBe(true);
      expect(h.store.get(connectionAtom('eip155')).status).toBe('disconnected');
    } finally {
      vi.useRealTimers();
    }
  });

  it("'Not connected to email or social': a request without the login, and one pending when the visitor signs out", async () => {
    const h = harness(connectedAuto(user({ accounts: [{ address: EOA, type: 'eoa' }] })), seedConnected);
    h.ready();
    await expect(h.actions.request('eip155', { method: 'eth_getBalance', params: [EOA, 'latest'] })).rejects.toMatchObject({
      code: 4100,
      message: 'Not connected to email or social',
    });
    await h.actions.sync();
    const signing = h.actions.request('eip155', { method: 'personal_sign', params: ['0x6869', EOA] });
    await vi.waitFor(() => expect(h.of('RPC_REQUEST')).toHaveLength(1));
    const out = h.actions.signOut();
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'Not connected to email or social' });
    h.of('SIGN_OUT')[0]!.resolve(undefined);
    await out;
  });

  it('SWITCH_NETWORK reaches the frame when the active EVM network changes; the chain is stored as the last used', async () => {
    const h = harness(
      {
        ...connectedAuto({}),
        // The frame's user is on the chain it was asked for.
        GET_USER: (p) => user({ chainId: (p as { chainId?: number }).chainId ?? 31337, accounts: [{ address: EOA, type: 'eoa' }] }),
        SWITCH_NETWORK: (p) => p,
      },
      seedConnected,
      [ANVIL, ANVIL_TWO],
    );
    h.ready();
    await h.actions.sync();
    expect(h.of('SWITCH_NETWORK')).toHaveLength(0);
    h.store.set(activeNetworkAtom, ANVIL_TWO);
    await vi.waitFor(() => expect(h.of('SWITCH_NETWORK').map((s) => s.payload)).toEqual([{ chainId: 31338 }]));
    await vi.waitFor(() => expect(h.map.get('@airlock/last_used_chain_id')).toBe('31338'));
  });

  it('the profile identity is re-fetched when the connected address changes, kept when it does not', async () => {
    let current = user({ accounts: [{ address: EOA, type: 'eoa' }] });
    const h = harness({ ...connectedAuto({}), GET_USER: () => current, SWITCH_NETWORK: (p) => p }, seedConnected, [ANVIL, ANVIL_TWO]);
    h.ready();
    await h.actions.sync();
    h.store.set(identityAtom, { name: 'eoa.reown.id', avatar: null });
    // The wallet follows a network switch: the same address keeps its identity.
    h.store.set(activeNetworkAtom, ANVIL_TWO);
    await vi.waitFor(() => expect(h.of('GET_USER')).toHaveLength(2));
    await flush();
    expect(h.store.get(identityAtom)).toEqual({ name: 'eoa.reown.id', avatar: null });
    // Another address from the frame: the identity is dropped and fetched again.
    current = user({ address: SMART, accounts: [{ address: SMART, type: 'eoa' }] });
    h.refreshAccount.mockClear();
    h.store.set(activeNetworkAtom, ANVIL);
    await vi.waitFor(() => expect(h.store.get(connectionAtom('eip155')).address).toBe(SMART));
    expect(h.store.get(identityAtom)).toBeUndefined();
    expect(h.refreshAccount).toHaveBeenCalled();
  });

  it("'Failed to initiate social connection': no popup, or no redirect URI from the frame", async () => {
    const h = harness({ GET_SOCIAL_REDIRECT_URI: () => Promise.reject(new FrameReplyError('provider not configured')) });
    h.ready();
    await h.actions.socialLogin('github', null);
    expect(h.showError).toHaveBeenLastCalledWith('Failed to initiate social connection');
    const popup = { close: vi.fn(), closed: false, location: { href: '' } } as unknown as Window;
    await h.actions.socialLogin('github', popup);
    expect(h.showError).toHaveBeenLastCalledWith('Failed to initiate social connection');
    expect(popup.close).toHaveBeenCalled();
    expect(h.of('CONNECT_SOCIAL')).toHaveLength(0);
  });

  it("'Failed to connect to farcaster' when the frame refuses the Farcaster login", async () => {
    const h = harness({
      GET_FARCASTER_URI: () => ({ url: 'https://farcaster.xyz/~/siwf?channelToken=t' }),
      CONNECT_FARCASTER: () => Promise.reject(new FrameReplyError('denied')),
    });
    h.ready();
    await h.actions.farcasterLogin(new AbortController().signal);
    expect(h.store.get(farcasterAtom)).toMatchObject({ status: 'error', error: 'Failed to connect to farcaster' });
    expect(h.showError).toHaveBeenCalledWith('Failed to connect to farcaster');
  });
});

describe('debug-mode alerts (SPEC section 8)', () => {
  /** An e-mail login whose frame never loads; `whileLoading` runs before the load time-out. */
  async function loadFails(h: ReturnType<typeof harness>, whileLoading = () => {}) {
    h.actions.warm();
    h.ready();
    const sending = h.actions.connectEmail('a@example.com');
    await flush();
    whileLoading();
    h.of('CONNECT_EMAIL')[0]!.reject(new IframeLoadFailedError());
    return sending;
  }

  it("with debug on (the default) a load time-out alerts 'Network Error' and logs its long message; with debug off, neither", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const on = harness();
      await loadFails(on);
      expect(on.store.get(alertAtom)).toMatchObject({ shortMessage: 'Network Error' });
      expect(log).toHaveBeenCalledWith('[airlock] Network Error: Unable to load email login dependency');
      log.mockClear();
      const off = harness({}, {}, [ANVIL], { debug: false });
      // The view still says what failed; only the alert is a debugging aid.
      expect(await loadFails(off)).toBe('Unable to load email login dependency');
      expect(off.store.get(alertAtom)).toBeNull();
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it("a time-out on a page the project's allowlist does not hold is the unverified domain's alert", async () => {
    const h = harness();
    // The allowlist's answer arrives while the frame loads.
    await loadFails(h, () => h.store.set(disallowedOriginAtom, 'https://shop.example'));
    expect(h.store.get(alertAtom)).toEqual({
      shortMessage: 'Unverified Domain',
      longMessage:
        "Embedded wallet load failed. Ensure this site's domain is verified: add it to the allowlist in your project's cloud configuration.",
      variant: 'error',
    });
  });
});

describe('a session the frame cannot use: the visitor is asked to sign in again (issue 25)', () => {
  const seed = {
    '@airlock/email_login_used': 'true',
    '@airlock/email': JSON.stringify('a@example.com'),
    '@airlock/last_used_chain_id': '31337',
    '@airlock/embedded_session_token': JSON.stringify('token-1'),
    [connectorIdKey('eip155').key]: JSON.stringify('AUTH'),
    '@airlock/connected_namespaces': '["eip155"]',
    // What is not the embedded login's: another namespace's wallet and the chosen network.
    [connectorIdKey('solana').key]: JSON.stringify('phantom'),
    '@airlock/active_network_id': JSON.stringify('eip155:31337'),
  };
  const LOGIN_CACHE = ['@airlock/email_login_used', '@airlock/email', '@airlock/last_used_chain_id', '@airlock/embedded_session_token'];
  const KEPT = [connectorIdKey('solana').key, '@airlock/active_network_id'];

  it("after a reload the connection check says no: not connected, the login cache cleared, the rest kept, 'sign in again' with the e-mail", async () => {
    const h = harness({ IS_CONNECTED: () => ({ isConnected: false }) }, seed);
    h.ready();
    const before = Object.fromEntries(KEPT.map((key) => [key, h.map.get(key)]));
    await h.actions.sync();
    expect(h.of('IS_CONNECTED')[0]!.payload).toEqual({ token: 'token-1' });
    expect(h.store.get(connectionAtom('eip155')).status).toBe('disconnected');
    for (const key of LOGIN_CACHE) expect(h.map.has(key), key).toBe(false);
    for (const key of KEPT) expect(h.map.get(key), key).toBe(before[key]);
    expect(h.store.get(sessionEndedAtom)).toEqual({ email: 'a@example.com' });
    // The modal was closed: it stays closed (the visitor is asked when they open it).
    expect(h.open).not.toHaveBeenCalled();
  });

  it("a request answered 'Session expired' mid-session: rejected 4100, disconnected, login cache cleared, the open modal on Connect", async () => {
    const h = harness(connectedAuto(user({ accounts: [{ address: EOA, type: 'eoa' }] })), seed);
    h.ready();
    await h.actions.sync();
    expect(h.store.get(connectionAtom('eip155')).status).toBe('connected');
    const accounts: unknown[] = [];
    (h.store.get(walletProviderAtom('eip155')) as EmbeddedProvider).on('accountsChanged', (a: unknown) => accounts.push(a));
    h.store.set(modalOpenAtom, true);
    h.store.set(routerAtom, initialRouterState('Account'));

    const reading = h.actions.request('eip155', { method: 'wallet_getCapabilities', params: [EOA] });
    await vi.waitFor(() => expect(h.of('RPC_REQUEST')).toHaveLength(1));
    h.of('RPC_REQUEST')[0]!.reject(new FrameReplyError('Session expired'));
    await expect(reading).rejects.toMatchObject({ code: 4100, message: 'Session expired' });
    expect(h.store.get(connectionAtom('eip155')).status).toBe('disconnected');
    for (const key of LOGIN_CACHE) expect(h.map.has(key), key).toBe(false);
    expect(h.map.get(connectorIdKey('solana').key)).toBe(JSON.stringify('phantom'));
    expect(h.store.get(sessionEndedAtom)).toEqual({ email: 'a@example.com' });
    expect(h.store.get(routerAtom).history).toEqual([{ view: 'Connect' }]);
    expect(accounts).toEqual([[]]);
    // Any other refusal leaves the session alone.
    const again = harness(connectedAuto(user({ accounts: [{ address: EOA, type: 'eoa' }] })), seed);
    again.ready();
    await again.actions.sync();
    const other = again.actions.request('eip155', { method: 'wallet_getCapabilities', params: [EOA] });
    await vi.waitFor(() => expect(again.of('RPC_REQUEST')).toHaveLength(1));
    again.of('RPC_REQUEST')[0]!.reject(new FrameReplyError('execution reverted'));
    await expect(other).rejects.toMatchObject({ code: -32603 });
    expect(again.store.get(connectionAtom('eip155')).status).toBe('connected');
    expect(again.store.get(sessionEndedAtom)).toBeNull();
  });

  it("two requests answered 'Session expired' at once: the second end of the session keeps the e-mail the first one read", async () => {
    const h = harness(connectedAuto(user({ accounts: [{ address: EOA, type: 'eoa' }] })), seed);
    h.ready();
    await h.actions.sync();
    // The host's request and one of the modal's own reads, both in flight when the session ends on the server.
    const first = h.actions.request('eip155', { method: 'wallet_getCapabilities', params: [EOA] });
    const second = h.actions.request('eip155', { method: 'wallet_getCapabilities', params: [EOA] });
    await vi.waitFor(() => expect(h.of('RPC_REQUEST')).toHaveLength(2));
    for (const request of h.of('RPC_REQUEST')) request.reject(new FrameReplyError('Session expired'));
    await Promise.allSettled([first, second]);
    expect(h.store.get(connectionAtom('eip155')).status).toBe('disconnected');
    // The first cleared the login cache, the e-mail with it: the second has none to read and must not forget it.
    expect(h.store.get(sessionEndedAtom)).toEqual({ email: 'a@example.com' });
  });

  it('signing in again clears the request to do so', async () => {
    const h = harness(connectedAuto(user({ accounts: [{ address: EOA, type: 'eoa' }] })), seed);
    h.store.set(sessionEndedAtom, { email: 'a@example.com' });
    h.ready();
    await h.actions.sync();
    expect(h.store.get(connectionAtom('eip155')).status).toBe('connected');
    expect(h.store.get(sessionEndedAtom)).toBeNull();
  });
});
