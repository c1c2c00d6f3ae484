/**
 * Compiles devcloud/chain/contracts/*.sol with solc-js (pure wasm, works offline) and writes
 * devcloud/chain/artifacts.json. The JSON is committed so that start-up never compiles.
 *
 * Run after editing a contract: npx tsx devcloud/chain/compile.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import { z } from 'zod';

const here = fileURLToPath(new URL('.', import.meta.url));
const contractsDir = join(here, 'contracts');
const artifactsPath = join(here, 'artifacts.json');

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
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input))));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  for (const e of output.errors ?? []) console.error(e.formattedMessage);
  if (errors.length > 0) process.exit(1);

  const contracts: Record<string, { abi: unknown[]; bytecode: string }> = {};
  for (const file of files) {
    for (const [name, c] of Object.entries(output.contracts?.[file] ?? {})) {
      // Interfaces have no bytecode: nothing to deploy.
      if (c.evm.bytecode.object === '') continue;
      contracts[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
    }
  }
  const artifacts = { compiler: `solc ${solc.version()}`, contracts };
  writeFileSync(artifactsPath, `${JSON.stringify(artifacts, null, 2)}\n`);
  console.log(`wrote ${basename(artifactsPath)}: ${Object.keys(contracts).join(', ')}`);
}

compile();
