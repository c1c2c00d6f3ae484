import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGE_DIR = 'packages/host';
const { name, version } = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { name: string; version: string };
/** Where `npm pack` leaves the host package's tarball: the file a host team would install. */
export const HOST_TARBALL = `dist/packages/${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
/** The e2e hosts (and the bench's any-host): each installs the packed tarball into its own node_modules, as a host team's app would. */
export const TARBALL_HOSTS = ['e2e/fixtures/react18-host', 'e2e/fixtures/wagmi-host', 'e2e/fixtures/plain-host', 'scripts/bench/any-host'];

/**
 * Packs `@airlock/host` (its prepack builds it) and unpacks the tarball into each e2e host's node_modules, so the
 * hosts are built against what a host team installs, not against packages/host/src. Unpacking is what installing
 * a package with no dependencies of its own does, without `npm install` rewriting the workspace's tree.
 */
export function packHostPackage() {
  mkdirSync('dist/packages', { recursive: true });
  execFileSync('npm', ['pack', '--silent', '--pack-destination', '../../dist/packages'], { cwd: PACKAGE_DIR, stdio: 'pipe' });
  for (const host of TARBALL_HOSTS) {
    const target = join(host, 'node_modules', name);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    // npm's tarballs hold the package under package/.
    execFileSync('tar', ['-xzf', HOST_TARBALL, '-C', target, '--strip-components=1']);
  }
}
