import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The registry proxy on our machines answers 404 for other platforms' native packages (rspack's and
 * anvil's darwin/win32/arm builds), so `npm install` leaves them out of package-lock.json and `npm ci`
 * then refuses the lock ("Missing: … from lock file"). This adds each missing optional platform package
 * back as a lock entry with its version and the os/cpu its name declares; npm skips them on this machine.
 * Run after changing dependencies: `npm install <pkg> && node --import tsx scripts/lockPlatforms.ts`.
 */
type Entry = { version?: string; optionalDependencies?: Record<string, string>; [key: string]: unknown };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'aix', 'sunos', 'netbsd', 'openbsd'];
const CPU: Record<string, string> = {
  x64: 'x64',
  amd64: 'x64',
  arm64: 'arm64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  wasm32: 'wasm32',
  loong64: 'loong64',
};

function platformOf(name: string) {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : 'node_modules/';
    if (lock.packages[`${base}${name}`] || lock.packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave npm's choice alone
    lock.packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockPlatforms: added ${added} platform entries`);
