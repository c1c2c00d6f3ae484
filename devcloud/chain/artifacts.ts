/**
 * The compiled contracts (artifacts.json, written by compile.ts). Read from disk and checked once,
 * so start-up never compiles.
 */
import { readFileSync } from 'node:fs';
import type { Abi, Hex } from 'viem';
import { z } from 'zod';

const artifactsSchema = z.object({
  contracts: z.record(z.string(), z.object({ abi: z.array(z.unknown()), bytecode: z.string().regex(/^0x[0-9a-f]+$/) })),
});

export type Artifact = { abi: Abi; bytecode: Hex };

let loaded: Record<string, Artifact> | undefined;

function loadArtifacts(): Record<string, Artifact> {
  if (!loaded) {
    const path = new URL('./artifacts.json', import.meta.url);
    loaded = artifactsSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).contracts as Record<string, Artifact>;
  }
  return loaded;
}

/** One contract's ABI and creation bytecode; throws when compile.ts has not been run for it. */
export function artifact(name: string): Artifact {
  const found = loadArtifacts()[name];
  if (!found) throw new Error(`artifacts.json has no ${name}: run npx tsx devcloud/chain/compile.ts`);
  return found;
}
