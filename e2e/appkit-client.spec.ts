import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { verifyMessage } from 'viem';
import { DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { uniqueEmail, waitForMail } from './fixtures/mailbox.ts';

/**
 * Proof by the real client: AppKit's own published embedded-wallet client (`@reown/appkit-wallet` 1.8.24,
 * e2e/fixtures/appkit-client/client.ts) logs in and signs through devcloud's secure site, which answers this project
 * exactly as the real site does (devcloud mode `reown`). The package reads the site's URL from
 * NEXT_PUBLIC_SECURE_SITE_SDK_URL; the host page (e2e/fixtures/plain-host/appkit-client) sets it on `window.process`
 * before the bundle runs.
 */
const HOST = 'http://localhost:3100/appkit-client';
const SECURE_SDK = 'http://127.0.0.1:4001/sdk';

type ClientWindow = Window & {
  appkitClient: {
    provider: {
      init(): Promise<void>;
      connectEmail(payload: { email: string }): Promise<{ action: string }>;
      connectDevice(): Promise<unknown>;
      connectOtp(payload: { otp: string }): Promise<unknown>;
      connect(payload: { chainId: number }): Promise<{
        address: `0x${string}`;
        email?: string | null;
        accounts?: { address: `0x${string}`; type: string }[];
      }>;
      request(payload: { method: string; params?: unknown }): Promise<unknown>;
    };
    showFrame(): void;
  };
  pending?: Record<string, Promise<unknown>>;
};

let bundle = '';

test.beforeAll(async () => {
  const esbuild = await import('esbuild');
  const built = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./fixtures/appkit-client/client.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'warning',
  });
  bundle = built.outputFiles[0]!.text;
});

test("AppKit's own client: frame ready, e-mail login with the mailed code, the user, a read, a personal_sign approved inside the frame", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const projectId = uniqueProjectId('appkit-client');
  expect((await request.post(`${DEVCLOUD}/__devcloud/projects/${projectId}`, { data: { mode: 'reown' } })).ok()).toBe(true);
  const invalid: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('invalid frame event')) invalid.push(message.text());
  });
  // The page and env.js are served from e2e/fixtures/plain-host (a loopback origin the project allows); the bundle is
  // made by this spec, so no build step or install script is needed.
  await page.route(`${HOST}/client.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  await page.goto(`${HOST}/index.html?projectId=${projectId}`);

  // Frame ready: the real client's URL for the SDK page, then READY (its init waits for it).
  await page.evaluate(() => (window as unknown as ClientWindow).appkitClient.provider.init());
  const src = new URL((await page.locator('#w3m-iframe').getAttribute('src'))!);
  expect(src.origin + src.pathname).toBe(SECURE_SDK);
  expect(Object.fromEntries(src.searchParams)).toMatchObject({ projectId, chainId: 'eip155:31337', version: '4' });

  // E-mail login: a new device is approved by the mailed link, then the mailed code.
  const email = uniqueEmail('appkit-client');
  const connect = await page.evaluate(
    (address) => (window as unknown as ClientWindow).appkitClient.provider.connectEmail({ email: address }),
    email,
  );
  expect(connect).toEqual({ action: 'VERIFY_DEVICE' });
  await page.evaluate(() => {
    const w = window as unknown as ClientWindow;
    w.pending = { device: w.appkitClient.provider.connectDevice() };
  });
  const link = await waitForMail(request, email, 'link');
  expect((await request.get(link.link!)).ok()).toBe(true);
  await page.evaluate(() => (window as unknown as ClientWindow).pending!.device);
  const code = await waitForMail(request, email, 'code');
  await page.evaluate((otp) => (window as unknown as ClientWindow).appkitClient.provider.connectOtp({ otp }), code.code!);

  // The user.
  const user = await page.evaluate(() => (window as unknown as ClientWindow).appkitClient.provider.connect({ chainId: 31337 }));
  expect(user.email).toBe(email);
  expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  // The key's own account signs (a smart account's signature would need its contract to verify).
  const eoa = user.accounts?.find((account) => account.type === 'eoa')?.address ?? user.address;

  // A read: the bare result.
  const balance = await page.evaluate(
    (address) =>
      (window as unknown as ClientWindow).appkitClient.provider.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
    user.address,
  );
  expect(balance).toMatch(/^0x[0-9a-f]+$/);

  // personal_sign: the frame is shown where AppKit's ApproveTransaction view would put it; Approve is clicked inside it.
  const message = "Signed through AppKit's own client";
  await page.evaluate(
    ({ address, text }) => {
      const w = window as unknown as ClientWindow;
      const hex = `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;
      w.pending = { sign: w.appkitClient.provider.request({ method: 'personal_sign', params: [hex, address] }) };
      w.appkitClient.showFrame();
    },
    { address: eoa, text: message },
  );
  const frame = page.frameLocator('#w3m-iframe');
  await expect(frame.getByTestId('approval-message')).toHaveText(message);
  const approve = frame.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeEnabled({ timeout: 10_000 });
  await approve.click();
  const signature = (await page.evaluate(() => (window as unknown as ClientWindow).pending!.sign)) as `0x${string}`;
  expect(await verifyMessage({ address: eoa, message, signature })).toBe(true);

  // Every frame message passed the real client's own schema.
  expect(invalid).toEqual([]);
});
