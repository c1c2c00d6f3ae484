/**
 * `npm start` for real, on ports of its own (shell 5471, remote 5472, devcloud 5473, secure site 5474, anvil
 * 8991-8992): the shell's URL first and a short list, the shell loading the remote's dev manifest in Chromium, and
 * a hot update of a remote view without a reload. Skipped without Debian's Chromium.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const PORTS = {
  AIRLOCK_SHELL_PORT: '5471',
  AIRLOCK_REMOTE_PORT: '5472',
  DEVCLOUD_PORT: '5473',
  SECURE_SITE_PORT: '5474',
  ANVIL_PORTS: '8991,8992',
};
const VIEW = 'src/features/connect/WalletSection.tsx';
const BUILT = 'dist/remote/lean/mf-manifest.json';

/** Resolves with what `npm start` printed up to its "ready" line. */
async function started(child: ChildProcess): Promise<string[]> {
  let out = '';
  for await (const chunk of child.stdout ?? []) {
    out += String(chunk);
    if (/ready in [\d.]+ s/.test(out)) return out.trimEnd().split('\n');
  }
  throw new Error(`npm start ended before it was ready:\n${out}`);
}

describe.skipIf(!existsSync(CHROMIUM))('npm start', () => {
  it('prints the shell URL first, serves the shell with the remote from the dev server, and hot-updates a remote view', async () => {
    const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : undefined;
    // vitest's NODE_ENV=test goes along: `npm start` must not depend on it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, ...PORTS },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const original = readFileSync(VIEW, 'utf8');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const lines = await started(child);
      expect(lines[0]).toBe('Shell: http://localhost:5471');
      expect(lines.length).toBeLessThanOrEqual(6);
      expect(lines.join('\n')).toContain('http://localhost:5472/lean/mf-manifest.json');

      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto('http://localhost:5471/');
      await page
        .getByRole('button', { name: 'Connect Wallet' })
        .click({ timeout: 30_000 })
        .catch((error: unknown) => {
          throw new Error(`${String(error)}\npage: ${problems.join('\n')}`);
        });
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
      await dialog.getByRole('heading', { name: 'Wallets' }).waitFor();
      await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));

      const heading = "{t('connect.wallets')}";
      expect(original).toContain(heading);
      // biome-ignore lint/suspicious/noTemplateCurlyInString: TSX source written into the view, not a template
      writeFileSync(VIEW, original.replace(heading, "{`${t('connect.wallets')} (edited)`}"));
      await dialog.getByRole('heading', { name: 'Wallets (edited)' }).waitFor({ timeout: 20_000 });
      // The same page, the modal still open: a hot update, not a reload.
      expect(await page.evaluate(() => 'beforeTheEdit' in window)).toBe(true);
      expect(problems).toEqual([]);
      // Nothing built: dist/ is what the last `npm run build` left.
      expect(existsSync(BUILT) ? statSync(BUILT).mtimeMs : undefined).toBe(builtAt);
    } finally {
      writeFileSync(VIEW, original);
      await browser.close();
      const exited = once(child, 'exit');
      child.kill('SIGINT');
      const [code] = await exited;
      expect(code).toBe(0);
    }
  }, 120_000);
});
