/**
 * Compiles devcloud/chain/contracts/*.sol with solc-js (pure wasm, works offline) and writes
 * devcloud/chain/artifacts.json. The JSON is committed so that start-up never compiles.
 * Imports resolve from node_modules (Solady's accounts). The ERC-4337 EntryPoint v0.7 and its VerifyingPaymaster
 * are copied from the artifacts @account-abstraction/contracts publishes: that exact EntryPoint bytecode lands at
 * the canonical address (0x0000000071727De22E5E9d8BAf0edAc6f37da032) every bundler and SDK expects.
 *
 * Run after editing a contract: npx tsx devcloud/chain/compile.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import { z } from 'zod';

const here = fileURLToPath(new URL('.', import.meta.url));
const contractsDir = join(here, 'contracts');
const artifactsPath = join(here, 'artifacts.json');
const require = createRequire(import.meta.url);

/** Contracts of imported sources that are deployed too (our own files' contracts always are). */
const IMPORTED_CONTRACTS: Record<string, string> = { 'solady/src/accounts/ERC4337Factory.sol': 'ERC4337Factory' };
/** Published artifacts taken as they are (compiling them again would move their canonical addresses). */
const PUBLISHED_ARTIFACTS = ['EntryPoint', 'VerifyingPaymaster'];
const publishedSchema = z.object({ abi: z.array(z.unknown()), bytecode: z.string() });

function findImports(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `not found: ${path}` };
  }
}

const outputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(z.string(), z.object({ abi: z.array(z.unknown()), evm: z.object({ bytecode: z.object({ object: z.string() }) }) })),
    )
    .optional(),
});

function compile(): void {
  const files = readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort();
  const sources = Object.fromEntries(files.map((f) => [f, { content: readFileSync(join(contractsDir, f), 'utf8') }]));
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // cancun runs on any current node; newer targets may emit opcodes an older anvil lacks.
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  for (const e of output.errors ?? []) console.error(e.formattedMessage);
  if (errors.length > 0) process.exit(1);

  const contracts: Record<string, { abi: unknown[]; bytecode: string }> = {};
  const wanted = (file: string, name: string) => files.includes(file) || IMPORTED_CONTRACTS[file] === name;
  for (const [file, compiled] of Object.entries(output.contracts ?? {})) {
    for (const [name, c] of Object.entries(compiled)) {
      if (!wanted(file, name)) continue;
      // Interfaces have no bytecode: nothing to deploy.
      if (c.evm.bytecode.object === '') continue;
      contracts[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
    }
  }
  for (const name of PUBLISHED_ARTIFACTS) {
    const published = publishedSchema.parse(require(`@account-abstraction/contracts/artifacts/${name}.json`));
    contracts[name] = { abi: published.abi, bytecode: published.bytecode.toLowerCase() };
  }
  const artifacts = { compiler: `solc ${solc.version()}`, contracts };
  writeFileSync(artifactsPath, `${JSON.stringify(artifacts, null, 2)}\n`);
  console.log(`wrote ${basename(artifactsPath)}: ${Object.keys(contracts).join(', ')}`);
}

compile();
