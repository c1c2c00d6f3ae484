import { expect, test } from '@playwright/test';
import { ALL_REMOTE_FEATURES_OFF, configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { chunkNameOf, isChunk } from './fixtures/chunks.ts';

test.describe('loading as a federated remote', () => {
  test('the shell still renders and offers a retry when the manifest is missing', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await openShell(page, { remote: 'http://localhost:3001/missing/mf-manifest.json' });
    const unavailable = page.getByRole('button', { name: 'Wallet unavailable' });
    await expect(unavailable).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Airlock shell' })).toBeVisible();
    await unavailable.click();
    await expect(page.getByRole('button', { name: 'Wallet unavailable' })).toBeVisible({ timeout: 15_000 });
    // The runtime says why (no manifest: RUNTIME-003), not that a manifest it never got is invalid (RUNTIME-013).
    expect(logged.some((text) => text.includes('RUNTIME-003'))).toBe(true);
    expect(logged.filter((text) => text.includes('RUNTIME-013'))).toEqual([]);
  });

  test('the shell renders when a remote chunk fails to load', async ({ page }) => {
    await page.route(
      (url) => isChunk(url.href, '__federation_expose_appkit'),
      (route) => route.abort(),
    );
    await openShell(page, { remote: 'http://localhost:3001/lean/mf-manifest.json' });
    await expect(page.getByRole('button', { name: 'Wallet unavailable' })).toBeVisible({ timeout: 15_000 });
  });

  test('one React serves host and modal: a single renderer, no fallback copy downloaded', async ({ page }) => {
    // Every React DOM renderer announces itself to the devtools hook; count them.
    await page.addInitScript(() => {
      const w = window as unknown as { __renderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      w.__renderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          w.__renderers += 1;
          return w.__renderers;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const remoteScripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('http://localhost:3001/') && r.resourceType() === 'script') remoteScripts.push(r.url());
    });
    await openShell(page, { projectId: uniqueProjectId('react') });
    await openModal(page);
    expect(await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers)).toBe(1);
    const shared = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const loaded: string[] = [];
      for (const scopes of Object.values(share))
        for (const scope of Object.values(scopes))
          for (const [name, versions] of Object.entries(scope))
            for (const [version, entry] of Object.entries(versions))
              if (entry.loaded && name === 'react') loaded.push(`${entry.from}@${version}`);
      return [...new Set(loaded)];
    });
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatch(/^airlock_shell@19\./);
    // The remote's own React fallbacks are never fetched when the host shares React.
    expect(remoteScripts.some((u) => u.endsWith('/remoteEntry.js') || isChunk(u, '__federation_expose_appkit'))).toBe(true);
    const reactSized = await Promise.all(
      remoteScripts.map(
        async (url) =>
          (await (await page.request.get(url)).text()).includes('__SECRET_INTERNALS') ||
          (await (await page.request.get(url)).text()).includes('__CLIENT_INTERNALS_DO_NOT_USE'),
      ),
    );
    expect(reactSized.filter(Boolean)).toHaveLength(0);
  });

  test('with every remote feature off, no feature chunk is requested', async ({ page }) => {
    const projectId = uniqueProjectId('nofeatures');
    await configureProject(page.request, projectId, { features: ALL_REMOTE_FEATURES_OFF });
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('http://localhost:3001/')) requested.push(new URL(r.url()).pathname);
    });
    await openShell(page, { projectId });
    await page.waitForFunction(() => window.airlockKit?.getState().initialized);
    await openModal(page);
    await page.waitForLoadState('networkidle');
    await expect(dialog(page).getByRole('textbox', { name: /Email/ })).toHaveCount(0);
    await expect(dialog(page).getByRole('button', { name: /Google/ })).toHaveCount(0);
    // No flag-gated chunk (e-mail, social, embedded wallet, approvals) and no on-demand view chunk.
    // Files are named by content only: each request's chunk name comes from the build's chunk-names.json.
    const requestedChunks = requested.map((path) => chunkNameOf(`http://localhost:3001${path}`) ?? path);
    expect(requestedChunks.filter((name) => /feature|embedded|approve|walletconnect|wcview|allwallets/.test(name))).toEqual([]);
    expect(requestedChunks).toContain('airlock-modal');
    // What the Connect view needs: the entry, the two public modules, the modal, the actions and the config step,
    // each with the split chunks the build put them in (its chunk-groups.json names them): nothing else.
    const groups = (await (await page.request.get('http://localhost:3001/lean/chunk-groups.json')).json()) as Record<string, string[]>;
    const connectPath = ['__federation_expose_appkit', '__federation_expose_react', 'airlock-modal', 'airlock-actions', 'airlock-config'];
    const allowed = new Set([
      '/lean/mf-manifest.json',
      '/lean/remoteEntry.js',
      ...connectPath.flatMap((name) => groups[name]!.map((file) => `/lean/${file}`)),
    ]);
    expect(requested.filter((path) => !allowed.has(path))).toEqual([]);
    expect(requested).toEqual(expect.arrayContaining(groups['airlock-modal']!.map((file) => `/lean/${file}`)));
  });

  test("the start-up and first-open chunks carry V8's compile hint, and only they", async ({ page }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      const url = response.url();
      if (url.startsWith('http://localhost:3001/') && url.endsWith('.js')) scripts.set(url, await response.text());
    });
    await openShell(page, { projectId: uniqueProjectId('hints') });
    await openModal(page);
    await page.waitForLoadState('networkidle');
    const hinted = (chunk: string) =>
      [...scripts]
        .filter(([url]) => (chunk === 'remoteEntry' ? url.endsWith('/remoteEntry.js') : isChunk(url, chunk)))
        .map(([, text]) => text.startsWith('//# allFunctionsCalledOnLoad\n'));
    for (const chunk of ['remoteEntry', '__federation_expose_appkit', '__federation_expose_react', 'airlock-modal']) {
      expect(hinted(chunk), chunk).toEqual([true]);
    }
    // Loaded after the first paint, so compiled lazily as usual.
    expect(hinted('airlock-actions')).toEqual([false]);
  });

  test("no Content-Security-Policy violation under the shell's strict policy", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(`/?projectId=${uniqueProjectId('csp')}`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    await openModal(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await openModal(page);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  });

  test('loads into a plain page on another origin, with its own React and runtime', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('http://127.0.0.1:3100/');
    await page.getByRole('button', { name: 'Open wallet' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
