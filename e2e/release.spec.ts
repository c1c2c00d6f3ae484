import { readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { CHANNEL_CACHE, CONTENT_TYPES, SHARED_HEADERS, VERSION_CACHE } from '../scripts/release/headers.ts';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { devcloudHostOptions } from './fixtures/hostOptions.ts';
import { uniqueEmail } from './fixtures/mailbox.ts';
import { releaseTree } from './fixtures/releaseTree.ts';
import { dialog } from './fixtures/shell.ts';
import { readChunkNames } from '../scripts/chunkGroups.ts';

/**
 * Independent deploys, against the release tree served by nginx: version A (0.1.0) and B (0.1.1) are two builds
 * of this code under two version strings (two container names, two folders), released with `npm run release`.
 */
const A = '0.1.0';
const B = '0.1.1';
// The host pages are put together by routes: no address space of their own, so Chromium's local-network checks
// would refuse their requests to the loopback CDN; those checks are not under test (as in hosts.spec.ts).
test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] },
});

let tree: Awaited<ReturnType<typeof releaseTree>>;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  tree = await releaseTree();
  tree.release(A);
  tree.release(B);
  tree.promote(A);
  await tree.serve();
});
test.afterAll(() => tree?.close());

type Hosts = Record<
  string,
  Promise<{ version: string; kit: { open(o?: object): Promise<void>; close(): void; setLocale(l: string): void } }>
>;
const HOST_PAGE = 'http://127.0.0.1:3100/release-host';

/** A page with one host per manifest URL (`name` → manifest), each loading Airlock as a plain page would. */
async function openHostPage(page: Page, manifests: Record<string, string>) {
  const options = devcloudHostOptions(uniqueProjectId('release'));
  const tags = Object.entries(manifests)
    .map(([name, url]) => `<script src="/release-host.js" data-name="${name}" data-manifest="${url}" data-options='${options}'></script>`)
    .join('');
  await page.route(HOST_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Release host</title></head><body>${tags}</body></html>`,
    }),
  );
  await page.route('http://127.0.0.1:3100/release-host.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: readFileSync('e2e/fixtures/release-host/host.js', 'utf8') }),
  );
  await page.goto(HOST_PAGE);
}

const versionOf = (page: Page, host: string) =>
  page.evaluate(async (name) => (await (window as unknown as { airlockHosts: Hosts }).airlockHosts[name]!).version, host);
const openView = (page: Page, host: string, view?: string) =>
  page.evaluate(
    async ([name, view]) =>
      (await (window as unknown as { airlockHosts: Hosts }).airlockHosts[name!]!).kit.open(view ? { view } : undefined),
    [host, view] as const,
  );
const closeModal = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
};

/** Whether a CDN path is the named chunk's file in `version`'s folder (either variant; files are named by content). */
function isChunkOf(version: string, chunk: string, path: string): boolean {
  const folder = join(tree.root, 'airlock', version);
  return [folder, join(folder, 'lean')].some((dir) => {
    const file = readChunkNames(dir)[chunk];
    return file !== undefined && path.endsWith(`/airlock/${version}/${dir === folder ? '' : 'lean/'}${file}`);
  });
}

/** The CDN files the page requests, by path (`/airlock/0.1.0/static/js/async/…`). */
function cdnRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(tree.cdn)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
/** A host on the channel and a host pinned to A, both running A; the channel's opens. */
async function openOnA(page: Page) {
  await openHostPage(page, { channel: `${tree.cdn}/airlock/v0/mf-manifest.json`, pinned: `${tree.cdn}/airlock/${A}/mf-manifest.json` });
  expect(await versionOf(page, 'channel')).toBe(A);
  expect(await versionOf(page, 'pinned')).toBe(A);
  await openView(page, 'channel');
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
}
const servedVersion = async (page: Page) =>
  (await (await page.request.get(`${tree.cdn}/airlock/v0/mf-manifest.json`)).json()).metaData.airlock.version;
const msOf = (output: string) => Number(/in ([\d.]+) ms/.exec(output)?.[1]);

test('an open page keeps its version through a release; a reload gets the new one; a roll back; a pinned host stays', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openOnA(page);
  await closeModal(page);

  // B is promoted while the page is open.
  const promoted = tree.promote(B);
  expect(await servedVersion(page)).toBe(B);

  // The open page still runs A: every lazy feature it opens now comes from A's folder, none from B's.
  const requested = cdnRequests(page);
  for (const [view, title] of [
    ['Send', 'Send'],
    ['Swap', 'Swap'],
    ['Buy', 'Buy'],
  ]) {
    await openView(page, 'channel', view);
    await expect(dialog(page)).toHaveAccessibleName(title!);
    await closeModal(page);
  }
  await openView(page, 'channel');
  await dialog(page).getByRole('textbox', { name: /Email/ }).fill(uniqueEmail('release'));
  await dialog(page).getByRole('textbox', { name: /Email/ }).press('Enter');
  await expect(dialog(page)).toHaveAccessibleName('Email');
  await closeModal(page);
  await page.evaluate(async () => (await (window as unknown as { airlockHosts: Hosts }).airlockHosts.channel!).kit.setLocale('de'));
  await openView(page, 'channel', 'Receive');
  await expect(dialog(page)).toHaveAccessibleName('Empfangen');
  await closeModal(page);
  for (const chunk of [
    'airlock-feature-send',
    'airlock-feature-swap',
    'airlock-feature-onramp',
    'airlock-feature-email',
    'airlock-locale-de',
    'airlock-locale-de-2',
  ]) {
    expect(requested.filter((path) => [A, B].some((version) => isChunkOf(version, chunk, path))).map((path) => path.split('/')[2])).toEqual(
      [A],
    );
  }
  expect(requested.filter((path) => path.includes(`/airlock/${B}/`))).toEqual([]);

  // A reload gets B; the pinned host stays on A, both versions side by side on one page.
  requested.length = 0;
  await page.reload();
  expect(await versionOf(page, 'channel')).toBe(B);
  expect(await versionOf(page, 'pinned')).toBe(A);
  await openView(page, 'channel');
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
  await closeModal(page);
  await openView(page, 'pinned');
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
  await closeModal(page);
  expect(
    await page.evaluate(() =>
      Object.keys(window)
        .filter((key) => /^airlock_/.test(key))
        .sort(),
    ),
  ).toEqual(['airlock_0_1_0', 'airlock_0_1_1']);
  // What a returning visitor fetches after the release, up to the first open: none of it was ever cached, since
  // every file of B is under B's folder (routes turn Chromium's cache off here, so A's files count for nothing).
  const fetchedOfB = await page.evaluate(
    (prefixes) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => prefixes.some((prefix) => entry.name.startsWith(prefix)))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    [`${tree.cdn}/airlock/${B}/`, `${tree.cdn}/airlock/v0/`],
  );
  const redownloaded = `${(fetchedOfB.reduce((sum, size) => sum + size, 0) / 1000).toFixed(1)} kB in ${fetchedOfB.length} files`;

  // Roll back: a new page gets A again; the pinned host never moved.
  const rolledBack = tree.rollback();
  expect(await servedVersion(page)).toBe(A);
  const next = await context.newPage();
  next.on('pageerror', (error) => errors.push(error.message));
  await openOnA(next);
  expect(errors).toEqual([]);
  console.log(
    `release figures: promote ${msOf(promoted.output)} ms, roll back ${msOf(rolledBack.output)} ms (CLI runs ${promoted.ms.toFixed(0)} and ${rolledBack.ms.toFixed(0)} ms with node's start); a returning visitor's reload after the release fetches ${redownloaded} (gzip, with headers) up to the first open`,
  );
});

test('every kind of file is served with its cache, type and CORS headers', async ({ request }) => {
  const fileOf = (chunk: string) => readChunkNames(join(tree.root, 'airlock', A))[chunk];
  const files: [string, string, string][] = [
    [`airlock/v0/mf-manifest.json`, CHANNEL_CACHE, CONTENT_TYPES.json!],
    [`airlock/v0/lean/mf-manifest.json`, CHANNEL_CACHE, CONTENT_TYPES.json!],
    [`airlock/channels.json`, CHANNEL_CACHE, CONTENT_TYPES.json!],
    [`airlock/${A}/mf-manifest.json`, VERSION_CACHE, CONTENT_TYPES.json!],
    [`airlock/${A}/remoteEntry.js`, VERSION_CACHE, CONTENT_TYPES.js!],
    [`airlock/${A}/lean/remoteEntry.js`, VERSION_CACHE, CONTENT_TYPES.js!],
    [`airlock/${A}/${fileOf('airlock-feature-send')}`, VERSION_CACHE, CONTENT_TYPES.js!],
    [`airlock/${A}/${fileOf('airlock-locale-de')}`, VERSION_CACHE, CONTENT_TYPES.js!],
    [`airlock/${A}/${fileOf('airlock-locale-de-2')}`, VERSION_CACHE, CONTENT_TYPES.js!],
    [`airlock/${A}/@mf-types/appkit.d.ts`, VERSION_CACHE, CONTENT_TYPES.ts!],
    [`airlock/${A}/@mf-types.d.ts`, VERSION_CACHE, CONTENT_TYPES.ts!],
    [`airlock/${A}/@mf-types.zip`, VERSION_CACHE, CONTENT_TYPES.zip!],
  ];
  for (const [path, cache, type] of files) {
    const response = await request.get(`${tree.cdn}/${path}`, { headers: { Origin: 'https://host.example', 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect({ path, cache: headers['cache-control'], type: headers['content-type'] }).toEqual({ path, cache, type });
    for (const [name, value] of Object.entries(SHARED_HEADERS)) expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
  // A channel manifest is revalidated: while the channel has not moved, that is a 304 without the body.
  const manifest = await request.get(`${tree.cdn}/airlock/v0/mf-manifest.json`);
  const again = await request.get(`${tree.cdn}/airlock/v0/mf-manifest.json`, { headers: { 'If-None-Match': manifest.headers().etag! } });
  expect(again.status()).toBe(304);
  // A file missing from a version is a 404 no cache keeps (never `immutable`), readable cross-origin.
  const missing = await request.get(`${tree.cdn}/airlock/${A}/static/js/async/gone.0000000.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  expect(missing.headers()['access-control-allow-origin']).toBe('*');
});

test("a page whose version was removed says so, and Try again loads the channel's current version", async ({ page }) => {
  tree.promote(A);
  await openHostPage(page, { channel: `${tree.cdn}/airlock/v0/mf-manifest.json` });
  expect(await versionOf(page, 'channel')).toBe(A);
  await openView(page, 'channel');
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
  await closeModal(page);
  tree.promote(B);
  // A removed by hand (kept aside, and put back for the next run).
  const removed = join(tree.root, 'airlock', A);
  renameSync(removed, `${removed}.removed`);
  try {
    await openView(page, 'channel', 'Send');
    await expect(dialog(page).getByRole('alert')).toHaveText(
      /This version of the wallet is no longer available\. Try again to load the current one\.\s*Try again/,
    );
    await Promise.all([page.waitForEvent('load'), dialog(page).getByRole('button', { name: 'Try again' }).click()]);
    expect(await versionOf(page, 'channel')).toBe(B);
    await openView(page, 'channel', 'Send');
    await expect(dialog(page)).toHaveAccessibleName('Send');
  } finally {
    renameSync(`${removed}.removed`, removed);
  }
});
