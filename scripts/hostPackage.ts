import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PACKAGE_DIR = 'packages/host';
const { name, version } = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { name: string; version: string };
/** The tarball's name, as `npm pack` writes it: the file a host team would install. */
const TARBALL = `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
/** The e2e hosts (and the bench's any-host): each installs the packed tarball into its own node_modules, as a host team's app would. */
export const TARBALL_HOSTS = [
  'e2e/fixtures/react18-host',
  'e2e/fixtures/wagmi-host',
  'e2e/fixtures/bundler-hosts',
  'e2e/fixtures/plain-host',
  'scripts/bench/any-host',
];

/**
 * Packs `@airlock/host` (its prepack builds it) and unpacks the tarball into each e2e host's node_modules, so the
 * hosts are built against what a host team installs, not against packages/host/src. Unpacking is what installing
 * a package with no dependencies of its own does, without `npm install` rewriting the workspace's tree.
 */
export function packHostPackage(hosts: string[] = TARBALL_HOSTS, packDir = 'dist/packages') {
  mkdirSync(packDir, { recursive: true });
  execFileSync('npm', ['pack', '--silent', '--pack-destination', resolve(packDir)], { cwd: PACKAGE_DIR, stdio: 'pipe' });
  for (const host of hosts) {
    const target = join(host, 'node_modules', name);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    // npm's tarballs hold the package under package/.
    execFileSync('tar', ['-xzf', join(packDir, TARBALL), '-C', target, '--strip-components=1']);
  }
}
