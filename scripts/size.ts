import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SIZE_BUDGETS } from './budgets.ts';
import { readChunkNames } from './chunkGroups.ts';
import { ensureHosts, launchChromium } from './measure/browser.ts';

/**
 * `npm run size`: what a host downloads from the Airlock remote, measured in Chromium against the
 * built shell: (a) before the page is interactive (the Connect button clickable; the modal's chunks are prefetched
 * after it, once the browser is idle), (b) in all, to paint the Connect view, (c) each feature chunk
 * (`airlock-feature-*`), and (d) each part of each locale pack (`airlock-locale-*`), none of which an English page
 * fetches, not even on reaching the feature views. JavaScript bytes, brotli and gzip, compared with the budgets in scripts/budgets.ts
 * (docs/budgets.md). Fails above a budget.
 */
const BUDGET_BEFORE_OPEN_BR = SIZE_BUDGETS.beforeFirstOpen;
const BUDGET_CONNECT_VIEW_BR = SIZE_BUDGETS.connectView;
const FEATURE_BUDGETS = SIZE_BUDGETS.featureChunks;

/**
 * Feature chunks a visitor reaches with `open({ view })`: measured in the page too, where the chunk's import may
 * pull split chunks (shared code such as the QR encoder) that the Connect view did not load. Budgets hold for that sum.
 */
const FEATURE_VIEWS: Record<string, string> = {
  'airlock-feature-receive': 'Receive',
  'airlock-feature-send': 'Send',
  'airlock-feature-onramp': 'Buy',
  'airlock-feature-swap': 'Swap',
};

type Sizes = { files: string[]; raw: number; br: number; gz: number };
const REMOTE = 'http://localhost:3001/';
const LEAN_ASYNC = 'lean/static/js/async/';

function sizesOfFiles(files: string[]): Sizes {
  const sizes: Sizes = { files: [], raw: 0, br: 0, gz: 0 };
  for (const file of files) {
    const body = readFileSync(`dist/remote/${file}`);
    sizes.files.push(file);
    sizes.raw += body.length;
    sizes.br += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes.gz += gzipSync(body, { level: 9 }).length;
  }
  return sizes;
}

const sizesOf = (urls: string[]) => sizesOfFiles(urls.map((url) => url.slice(REMOTE.length).split('?')[0]!));

/** Records the remote's scripts a page fetches. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(REMOTE) && request.url().endsWith('.js')) scripts.push(request.url());
  });
  return scripts;
}

/**
 * Marks when the Connect button became clickable: what was requested before then is what the page needs to be
 * interactive. The modal's chunks follow once the browser is idle (`prefetch: 'idle'`), after that moment.
 */
const INTERACTIVE_PROBE = `
  new MutationObserver((_, observer) => {
    const ready = [...document.querySelectorAll('main button')].some((b) => b.textContent === 'Connect Wallet' && !b.disabled);
    if (!ready) return;
    window.__interactive = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

async function measure(shellQuery: string) {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  await page.addInitScript(INTERACTIVE_PROBE);
  await page.goto(`http://localhost:3000/${shellQuery}`);
  const button = page.getByRole('button', { name: 'Connect Wallet' });
  await button.waitFor();
  await page.waitForLoadState('networkidle');
  const beforeInteractive = await page.evaluate(
    (remote) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= (window as unknown as { __interactive: number }).__interactive)
        .map((e) => e.name)
        .filter((url) => url.startsWith(remote) && url.endsWith('.js')),
    REMOTE,
  );
  // Open by keyboard, without hovering, so the hover prefetch does not blur the two figures.
  await button.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
  await page.waitForLoadState('networkidle');
  const connectView = [...new Set(scripts)];
  await browser.close();
  return { beforeOpen: sizesOf([...new Set(beforeInteractive)]), connectView: sizesOf(connectView), connectUrls: connectView };
}

/**
 * What reaching `view` fetches beyond the Connect view's files: a fresh page opens the view directly through the
 * shell's instance (nothing connected, so the view shows its empty state, which needs the same chunk).
 */
async function measureView(view: string, connectUrls: readonly string[]): Promise<Sizes> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  await page.goto('http://localhost:3000/');
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    (name) => (window as unknown as { airlockKit: { open(o: { view: string }): Promise<void> } }).airlockKit.open({ view: name }),
    view,
  );
  await page.getByRole('dialog', { name: view }).waitFor();
  await page.waitForLoadState('networkidle');
  const added = [...new Set(scripts)].filter((url) => !connectUrls.includes(url));
  await browser.close();
  return sizesOf(added);
}

/** The lean remote's named chunks whose name starts with `prefix` (`airlock-feature-`, `airlock-locale-`), by chunk name. */
function namedChunks(prefix: string): { name: string; file: string }[] {
  return Object.entries(readChunkNames('dist/remote/lean'))
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, file]) => ({ name, file: `lean/${file}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A lean file as listed: its chunk's name beside its hash-only file name, when the chunk has a name. */
function fileLabel(file: string): string {
  const name = Object.entries(readChunkNames('dist/remote/lean')).find(([, f]) => `lean/${f}` === file)?.[0];
  const base = file.replace(LEAN_ASYNC, '');
  return name ? `${name} ${base}` : base;
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
/** Exact bytes, for the budgets with little room. */
const bytes = (n: number) => `${n.toLocaleString('en')} B`;

/**
 * The host package's runtime (@airlock/host as packed: the plugin, the loader, the React hook), which a host bundles
 * into its own code, as one brotli stream; and the script for a page with no bundler, which such a page uses instead.
 */
function hostPackageOverBudget(): boolean {
  const dir = 'packages/host/dist';
  // Compiled by the package's pack step; a tree built before the package existed has none yet.
  if (!existsSync(dir)) execFileSync('node', ['build.mjs'], { cwd: 'packages/host', stdio: 'inherit' });
  const read = (name: string) => readFileSync(`${dir}/${name}`);
  const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const modules = readdirSync(dir).filter((name) => name.endsWith('.js') && name !== 'airlock-host.js');
  const runtime = brotli(Buffer.concat(modules.map(read)));
  console.log(`\nhost package (@airlock/host, as packed, unminified)`);
  console.log(`  runtime (${modules.length} modules): ${kb(runtime)} brotli (budget ${kb(SIZE_BUDGETS.hostPackageRuntime)})`);
  console.log(`  airlock-host.js (a page with no bundler): ${kb(brotli(read('airlock-host.js')))} brotli`);
  if (runtime <= SIZE_BUDGETS.hostPackageRuntime) return false;
  console.log('  OVER BUDGET: host package runtime');
  return true;
}
const stop = await ensureHosts();
let failed = false;
try {
  for (const [label, query] of [
    ['lean remote (host provides the federation runtime; the shell)', ''],
    ['self-contained remote (any host)', '?remote=http://localhost:3001/mf-manifest.json'],
  ] as const) {
    const { beforeOpen, connectView, connectUrls } = await measure(query);
    console.log(`\n${label}`);
    console.log(
      `  before interactive: ${kb(beforeOpen.br)} brotli (${bytes(beforeOpen.br)}), ${kb(beforeOpen.gz)} gzip, ${kb(beforeOpen.raw)} raw (${beforeOpen.files.length} files; budget ${kb(BUDGET_BEFORE_OPEN_BR)})`,
    );
    console.log(
      `  to paint Connect:   ${kb(connectView.br)} brotli (${bytes(connectView.br)}), ${kb(connectView.gz)} gzip, ${kb(connectView.raw)} raw (${connectView.files.length} files; budget ${kb(BUDGET_CONNECT_VIEW_BR)})`,
    );
    if (process.argv.includes('--files')) {
      const list = (sizes: Sizes) => sizes.files.map((f) => `    ${fileLabel(f)} ${kb(sizesOfFiles([f]).br)}`).join('\n');
      console.log(`  before interactive:\n${list(beforeOpen)}\n  to paint Connect:\n${list(connectView)}`);
    }
    // Budgets hold for the lean remote, which is what the shell (and any host providing its runtime) loads.
    if (query !== '') continue;
    if (beforeOpen.br > BUDGET_BEFORE_OPEN_BR) {
      failed = true;
      console.log('  OVER BUDGET: before interactive');
    }
    if (connectView.br > BUDGET_CONNECT_VIEW_BR) {
      failed = true;
      console.log('  OVER BUDGET: Connect view');
    }
    /** What an English page fetches on reaching the feature views: no locale pack's part may be among it. */
    const reachedInEnglish = new Set<string>();
    console.log('  feature chunks (each fetched only when its flag is on and a visitor reaches it):');
    for (const { name, file } of namedChunks('airlock-feature-')) {
      if (beforeOpen.files.includes(file) || connectView.files.includes(file)) {
        failed = true;
        console.log(`    OVER BUDGET: ${name} is fetched before a visitor reaches it`);
      }
      const chunk = sizesOfFiles([file]);
      const budget = FEATURE_BUDGETS[name];
      const view = FEATURE_VIEWS[name];
      const reached = view ? await measureView(view, connectUrls) : undefined;
      for (const file of reached?.files ?? []) reachedInEnglish.add(file);
      const held = Math.max(chunk.br, reached?.br ?? 0);
      const detail = reached
        ? `; reaching ${view} fetches ${kb(reached.br)} brotli in ${reached.files.length} file${reached.files.length === 1 ? '' : 's'} (${reached.files.map(fileLabel).join(', ')})`
        : '';
      console.log(
        `    ${name.padEnd(26)} ${kb(chunk.br)} brotli, ${kb(chunk.gz)} gzip, ${kb(chunk.raw)} raw${detail} (budget ${budget ? kb(budget) : 'none'})`,
      );
      if (budget !== undefined && held > budget) {
        failed = true;
        console.log(`    OVER BUDGET: ${name}`);
      }
    }
    console.log(
      "  locale packs, two parts each (the modal's texts when the modal speaks the language, the feature views' when one is reached in it; English is in the modal):",
    );
    for (const { name, file } of namedChunks('airlock-locale-')) {
      const pack = sizesOfFiles([file]);
      const fetchedInEnglish = beforeOpen.files.includes(file) || connectView.files.includes(file) || reachedInEnglish.has(file);
      console.log(
        `    ${name.padEnd(26)} ${kb(pack.br)} brotli (${bytes(pack.br)}), ${kb(pack.gz)} gzip, ${kb(pack.raw)} raw (budget ${kb(SIZE_BUDGETS.localePack)})`,
      );
      if (pack.br > SIZE_BUDGETS.localePack || fetchedInEnglish) {
        failed = true;
        console.log(`    OVER BUDGET: ${name}${fetchedInEnglish ? ' is fetched by an English page' : ''}`);
      }
    }
  }
} finally {
  await stop();
}
failed = hostPackageOverBudget() || failed;
console.log(failed ? '\nsize: over budget' : '\nsize: within budget');
process.exit(failed ? 1 : 0);
