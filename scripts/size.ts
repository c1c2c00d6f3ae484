import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SIZE_BUDGETS } from './budgets.ts';
import { ensureHosts, launchChromium } from './measure/browser.ts';

/**
 * `npm run size`: what a host downloads from the Airlock remote, measured in Chromium against the
 * built shell: (a) before the first open, (b) in all, to paint the Connect view. JavaScript bytes,
 * brotli and gzip, compared with the budgets in scripts/budgets.ts (docs/budgets.md). Fails above a budget.
 */
const BUDGET_BEFORE_OPEN_BR = SIZE_BUDGETS.beforeFirstOpen;
const BUDGET_CONNECT_VIEW_BR = SIZE_BUDGETS.connectView;

type Sizes = { files: string[]; raw: number; br: number; gz: number };
const REMOTE = 'http://localhost:3001/';

function sizesOf(urls: string[]): Sizes {
  const sizes: Sizes = { files: [], raw: 0, br: 0, gz: 0 };
  for (const url of urls) {
    const path = `dist/remote/${url.slice(REMOTE.length).split('?')[0]}`;
    const body = readFileSync(path);
    sizes.files.push(url.slice(REMOTE.length));
    sizes.raw += body.length;
    sizes.br += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes.gz += gzipSync(body, { level: 9 }).length;
  }
  return sizes;
}

async function measure(shellQuery: string) {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(REMOTE) && request.url().endsWith('.js')) scripts.push(request.url());
  });
  await page.goto(`http://localhost:3000/${shellQuery}`);
  const button = page.getByRole('button', { name: 'Connect Wallet' });
  await button.waitFor();
  await page.waitForLoadState('networkidle');
  const beforeOpen = [...new Set(scripts)];
  // Open by keyboard, without hovering, so the hover prefetch does not blur the two figures.
  await button.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
  await page.waitForLoadState('networkidle');
  const connectView = [...new Set(scripts)];
  await browser.close();
  return { beforeOpen: sizesOf(beforeOpen), connectView: sizesOf(connectView) };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const stop = await ensureHosts();
let failed = false;
try {
  for (const [label, query] of [
    ['lean remote (host provides the federation runtime; the shell)', ''],
    ['self-contained remote (any host)', '?remote=http://localhost:3001/mf-manifest.json'],
  ] as const) {
    const { beforeOpen, connectView } = await measure(query);
    console.log(`\n${label}`);
    console.log(
      `  before first open: ${kb(beforeOpen.br)} brotli, ${kb(beforeOpen.gz)} gzip, ${kb(beforeOpen.raw)} raw (${beforeOpen.files.length} files; budget ${kb(BUDGET_BEFORE_OPEN_BR)})`,
    );
    console.log(
      `  to paint Connect:  ${kb(connectView.br)} brotli, ${kb(connectView.gz)} gzip, ${kb(connectView.raw)} raw (${connectView.files.length} files; budget ${kb(BUDGET_CONNECT_VIEW_BR)})`,
    );
    if (process.argv.includes('--files')) console.log(connectView.files.map((f) => `    ${f}`).join('\n'));
    // Budgets hold for the lean remote, which is what the shell (and any host providing its runtime) loads.
    if (query === '') {
      if (beforeOpen.br > BUDGET_BEFORE_OPEN_BR) {
        failed = true;
        console.log('  OVER BUDGET: before first open');
      }
      if (connectView.br > BUDGET_CONNECT_VIEW_BR) {
        failed = true;
        console.log('  OVER BUDGET: Connect view');
      }
    }
  }
} finally {
  await stop();
}
console.log(failed ? '\nsize: over budget' : '\nsize: within budget');
process.exit(failed ? 1 : 0);
