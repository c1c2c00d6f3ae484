/**
 * The frame page in a real browser (Debian's /usr/bin/chromium; skipped when absent): a host
 * page on http://localhost:3911 embeds the secure site on http://127.0.0.1:4911 through the
 * toolkit's messenger, and drives every login kind, RPC, reload and the origin checks.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createPublicClient, http, parseEther, toHex, verifyMessage, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameEvent, FrameMessenger } from '../../src/core/frame/messenger.ts';
import { createMailbox, startSecureSite, type SecureSite } from './index.ts';
import { startOriginsStub, startTestAnvil, type TestAnvil } from './testing.ts';

const CHROMIUM = '/usr/bin/chromium';
const SITE_PORT = 4911;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const HOST_PORT = 3911;
const HOST = `http://localhost:${HOST_PORT}`;
const RECIPIENT: Address = '0x000000000000000000000000000000000000cafE';

type HostApi = {
  messenger: FrameMessenger;
  events: FrameEvent[];
  debug: string[];
  iframe: HTMLIFrameElement;
  token(): string | undefined;
  openPopup(uri: string): void;
};
type HostWindow = Window & { airlockTest: HostApi };

let browser: Browser;
let page: Page;
let site: SecureSite;
let anvil: TestAnvil;
let origins: ReturnType<typeof startOriginsStub>;
let hostServer: ReturnType<typeof serve>;
let stateDir: string;
const mailbox = createMailbox();

async function startHost() {
  const esbuild = await import('esbuild');
  const bundle = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./browserHost.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
  });
  const script = bundle.outputFiles[0]!.text;
  const app = new Hono();
  app.get('/', (c) =>
    c.html(
      `<!doctype html><html lang="en"><head><title>host</title><script src="/host.js" defer></script></head><body data-secure-origin="${SITE}"><iframe id="stranger" title="stranger" src="http://127.0.0.1:${HOST_PORT}/stranger"></iframe></body></html>`,
    ),
  );
  // Another origin inside the host page: it tries to drive the secure frame directly.
  app.get('/stranger', (c) => c.html('<!doctype html><html lang="en"><head><title>stranger</title></head><body></body></html>'));
  app.get('/host.js', (c) => c.body(script, 200, { 'content-type': 'text/javascript' }));
  hostServer = serve({ fetch: app.fetch, port: HOST_PORT, hostname: '127.0.0.1' });
}

/** Runs `fn(messenger)` in the host page and returns its result (errors come back as `{ error }`). */
function inHost<T>(fn: string): Promise<T> {
  return page.evaluate(async (source) => {
    const api = (window as unknown as HostWindow).airlockTest;
    try {
      return await new Function('api', `return (${source})(api)`)(api);
    } catch (error) {
      return { error: (error as Error).message, name: (error as Error).name };
    }
  }, fn) as Promise<T>;
}

const request = <T>(type: string, payload?: unknown) =>
  inHost<T>(`(api) => api.messenger.request(${JSON.stringify(type)}, ${payload === undefined ? 'undefined' : JSON.stringify(payload)})`);

async function openHost() {
  page = await browser.newPage();
  await page.goto(HOST);
  await inHost('(api) => api.messenger.whenReady()');
}

const lastMail = (email: string) => mailbox.list(email).at(-1);

describe.skipIf(!existsSync(CHROMIUM))('secure frame in Chromium', () => {
  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'secure-site-browser-'));
    anvil = await startTestAnvil(8747, 31337);
    origins = startOriginsStub(4912, { current: [HOST] });
    site = await startSecureSite({
      port: SITE_PORT,
      devcloudUrl: origins.url,
      rpcUrls: { 31337: anvil.rpcUrl },
      stateDir,
      quiet: true,
      mailbox,
    });
    await startHost();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    await openHost();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (hostServer ? hostServer.close(() => resolve()) : resolve()));
    await site?.close();
    await origins?.close();
    await anvil?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('announces READY with its version to the host', async () => {
    const events = await inHost<FrameEvent[]>('(api) => api.events');
    expect(events[0]).toEqual({ type: '@airlock-frame/READY', payload: { version: '1.0.0-devcloud' } });
    expect(await request('@airlock-app/GET_CHAIN_ID')).toEqual({ chainId: 31337 });
    expect(await request('@airlock-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [31337],
    });
    expect(await request('@airlock-app/IS_CONNECTED', {})).toEqual({ isConnected: false });
  });

  it('signs in by e-mail: new device, mailbox link, wrong code, right code', async () => {
    const email = 'browser@example.com';
    expect(await request('@airlock-app/CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' });
    const device = inHost('(api) => api.messenger.request("@airlock-app/CONNECT_DEVICE")');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await fetch(lastMail(email)!.link!);
    expect(await device).toBeUndefined();
    const code = lastMail(email)!.code!;
    const wrong = await request<{ error: string; name: string }>('@airlock-app/CONNECT_OTP', {
      otp: code === '000000' ? '000001' : '000000',
    });
    expect(wrong).toEqual({ error: 'Invalid code', name: 'FrameReplyError' });
    expect(await request('@airlock-app/CONNECT_OTP', { otp: code })).toBeUndefined();
    const events = await inHost<FrameEvent[]>('(api) => api.events');
    expect(events.some((event) => event.type === '@airlock-frame/SESSION_UPDATE')).toBe(true);
    const user = await request<{ email: string; address: string }>('@airlock-app/GET_USER', {});
    expect(user.email).toBe(email);
    expect(await request('@airlock-app/IS_CONNECTED', {})).toEqual({ isConnected: true });
  });

  it('keeps the session across a reload of the host page', async () => {
    const before = await request<{ address: string }>('@airlock-app/GET_USER', {});
    await page.reload();
    await inHost('(api) => api.messenger.whenReady()');
    // Playwright's Chromium denies this cross-site frame storage (as Safari and incognito do),
    // so the session comes back through the token the host kept from SESSION_UPDATE.
    expect(await request('@airlock-app/IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(await inHost('(api) => api.messenger.request("@airlock-app/IS_CONNECTED", { token: api.token() })')).toEqual({
      isConnected: true,
    });
    expect((await request<{ address: string }>('@airlock-app/GET_USER', {})).address).toBe(before.address);
    // The device that signed in is known again, and the session is live: no code needed.
    expect(await request('@airlock-app/CONNECT_EMAIL', { email: 'browser@example.com' })).toEqual({
      action: 'CONNECT',
    });
  });

  it('signs and sends through the frame, with the key staying on the secure site', async () => {
    const { address } = await request<{ address: Address }>('@airlock-app/GET_USER', {});
    const signed = await request<{ result: `0x${string}` }>('@airlock-app/RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('from the browser'), address],
    });
    expect(await verifyMessage({ address, message: 'from the browser', signature: signed.result })).toBe(true);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const before = await client.getBalance({ address: RECIPIENT });
    const sent = await request<{ result: `0x${string}` }>('@airlock-app/RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: RECIPIENT, value: toHex(parseEther('1')) }],
    });
    await client.waitForTransactionReceipt({ hash: sent.result });
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('1'));
    // The frame is cross-origin: its storage (and anything in it) is out of the host's reach.
    expect(
      await inHost('(api) => { try { return String(api.iframe.contentWindow.localStorage.length) } catch (e) { return e.name } }'),
    ).toBe('SecurityError');
  });

  it('ignores requests from any window but its parent', async () => {
    const stranger = page.frame({ url: /\/stranger$/ })!;
    await stranger.evaluate(() => {
      const target = window.parent.frames['airlock-secure-frame' as unknown as number]!;
      target.postMessage({ id: 'evil', type: '@airlock-app/SIGN_OUT' }, '*');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await request('@airlock-app/IS_CONNECTED', {})).toEqual({ isConnected: true });
  });

  it('signs in with a social account through the consent popup', async () => {
    const { uri } = await request<{ uri: string }>('@airlock-app/GET_SOCIAL_REDIRECT_URI', { provider: 'github' });
    expect(uri).toMatch(new RegExp(`^${SITE}/social/github\\?state=`));
    const popupOpened = page.waitForEvent('popup');
    await inHost(`(api) => api.openPopup(${JSON.stringify(uri)})`);
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(await popup.getByRole('heading').textContent()).toBe('Sign in with GitHub');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await page.waitForFunction(() =>
      (window as unknown as HostWindow).airlockTest.events.some((event) => event.type === '@airlock-frame/SOCIAL_RESULT'),
    );
    const resultUri = await inHost<string>(
      '(api) => api.events.find((event) => event.type === "@airlock-frame/SOCIAL_RESULT").payload.resultUri',
    );
    expect(resultUri).toMatch(new RegExp(`^${SITE}/social/callback\\?code=`));
    await popup.close();
    const user = await request<{ userName: string; email: string | null }>('@airlock-app/CONNECT_SOCIAL', {
      uri: resultUri,
    });
    expect(user.userName).toBe('github-user');
    expect(user.email).toBeNull();
  });

  it('closes the popup on Cancel', async () => {
    const { uri } = await request<{ uri: string }>('@airlock-app/GET_SOCIAL_REDIRECT_URI', { provider: 'discord' });
    const popupOpened = page.waitForEvent('popup');
    await inHost(`(api) => api.openPopup(${JSON.stringify(uri)})`);
    const popup = await popupOpened;
    await popup.waitForLoadState();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await closed;
    expect(popup.isClosed()).toBe(true);
  });

  it('signs in with Farcaster once the QR link is approved', async () => {
    const { url } = await request<{ url: string }>('@airlock-app/GET_FARCASTER_URI');
    const connecting = request<{ userName: string }>('@airlock-app/CONNECT_FARCASTER');
    const phone = await browser.newPage();
    await phone.goto(url);
    await phone.getByRole('button', { name: 'Approve' }).click();
    await phone.getByRole('heading', { name: 'Farcaster sign-in approved' }).waitFor();
    await phone.close();
    expect(await connecting).toEqual({ userName: 'farcaster-user' });
  });

  it('switches network and account type, and signs out', async () => {
    expect(await request('@airlock-app/SWITCH_NETWORK', { chainId: 'eip155:31337' })).toEqual({ chainId: 31337 });
    expect(await request('@airlock-app/SWITCH_NETWORK', { chainId: 1 })).toEqual({
      error: 'Chain 1 is not supported',
      name: 'FrameReplyError',
    });
    const smart = await request<{ address: string; isDeployed: boolean }>('@airlock-app/INIT_SMART_ACCOUNT');
    expect(smart.isDeployed).toBe(false);
    expect(await request('@airlock-app/SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart.address,
    });
    expect((await request<{ address: string }>('@airlock-app/GET_USER', {})).address).toBe(smart.address);
    expect(await request('@airlock-app/SYNC_THEME', { themeMode: 'dark' })).toBeUndefined();
    expect(await request('@airlock-app/RPC_ABORT')).toBeUndefined();
    expect(await request('@airlock-app/SIGN_OUT')).toBeUndefined();
    expect(await request('@airlock-app/IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(await request('@airlock-app/GET_USER', {})).toEqual({
      error: 'Not connected to email or social',
      name: 'FrameReplyError',
    });
  });

  it('cannot be framed by an origin the project does not allow', async () => {
    const other = await browser.newPage();
    const blocked: string[] = [];
    other.on('console', (message) => blocked.push(message.text()));
    await other.goto(`http://127.0.0.1:${HOST_PORT}/`);
    await other.waitForTimeout(1000);
    const ready = await other.evaluate(() => (window as unknown as HostWindow).airlockTest.events.length);
    expect(ready).toBe(0);
    await other.close();
  });
});
