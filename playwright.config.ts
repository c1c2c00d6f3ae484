import { defineConfig } from '@playwright/test';
import { PORT_VARIABLES } from './scripts/ports.ts';

/** Chromium flags for this closed network: no background calls home, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A host name that is not loopback, for the journeys where the page's origin must not be exempt (the allowlist).
  '--host-resolver-rules=MAP shop.test 127.0.0.1',
];

/** The specs of the embedded wallet's journeys, run in both devcloud modes. */
const EMBEDDED_JOURNEYS = [
  'email.spec.ts',
  'social.spec.ts',
  'embedded-rpc.spec.ts',
  'embedded-network.spec.ts',
  'embedded-solana.spec.ts',
  'send-embedded.spec.ts',
  'swap-embedded.spec.ts',
  'names.spec.ts',
  'pay.spec.ts',
  'siwx.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Journeys share one devcloud; each uses its own project id, and fault tests run serially in their file.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.e2e/playwright.json' }]],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  // Baselines are named without the project: the screenshots run in the default project only, and their names stay
  // what they were before the reown project existed.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    // A test tagged @reown-protocol is the real protocol's variant of one that needs our extensions (@airlock-extensions).
    { name: 'chromium', grepInvert: /@reown-protocol/ },
    // The embedded wallet's journeys again, with devcloud answering as the real services do (devcloud/mode.ts):
    // the secure site offers none of our extensions, so Airlock follows the real protocol (docs/secure-site.md).
    {
      name: 'reown',
      metadata: { devcloudMode: 'reown' },
      testMatch: EMBEDDED_JOURNEYS,
      // Pay and SIWX: only their embedded-wallet journeys.
      grep: /embedded|e-mail login|social login|account names/,
      grepInvert: /@airlock-extensions/,
    },
  ],
  // The production-like run (`npm run preview`) of what `npm test` built, on the default ports the journeys name.
  webServer: {
    command: 'node --import tsx scripts/preview.ts --no-build --quiet --fixtures',
    env: Object.fromEntries(PORT_VARIABLES.map((name) => [name, ''])),
    url: 'http://127.0.0.1:4000/__devcloud/health',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
