import { federatedHostConfig } from '../../../e2e/fixtures/federatedHost.ts';

/**
 * The bench's "any host": React 19 and the federation runtime, Airlock through the host package, the kit created
 * after the first render, its own button. Built by `npm run bench` into dist/hosts/any-host.
 */
export default federatedHostConfig({
  name: 'airlock_bench_any_host',
  folder: 'any-host',
  root: new URL('.', import.meta.url),
  react: { requiredVersion: '^19.0.0' },
});
