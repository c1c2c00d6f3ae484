/**
 * Devcloud's persisted state: one JSON file (`<stateDir>/state.json`) holding a section per
 * feature (identities today; embedded wallets, names ... later), so a registered name or a
 * wallet survives a restart. Each feature parses its own section with zod; the store only
 * knows about keys and JSON.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

export type StateStore = {
  /** Reads a section; a missing or invalid section gives `fallback` (an invalid one with a warning). */
  read<T>(key: string, schema: z.ZodType<T>, fallback: T): T;
  /** Replaces a section and writes the file at once (atomically). */
  write(key: string, value: unknown): void;
  /** The file backing the store, or null for a memory-only store. */
  readonly path: string | null;
};

export type StateStoreOptions = {
  /** Folder for state.json; null keeps everything in memory (unit tests). */
  dir: string | null;
  warn?: (message: string) => void;
};

export function createStateStore({ dir, warn = console.warn }: StateStoreOptions): StateStore {
  const path = dir === null ? null : join(dir, 'state.json');
  const sections: Record<string, unknown> = path ? load(path, warn) : {};

  return {
    path,
    read(key, schema, fallback) {
      if (!(key in sections)) return fallback;
      const parsed = schema.safeParse(sections[key]);
      if (parsed.success) return parsed.data;
      warn(`devcloud: ignoring invalid "${key}" section in ${path ?? 'memory state'}`);
      return fallback;
    },
    write(key, value) {
      sections[key] = value;
      if (dir && path) save(dir, path, sections);
    },
  };
}

function load(path: string, warn: (message: string) => void): Record<string, unknown> {
  if (!existsSync(path)) return {};
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
    throw new Error('not a JSON object');
  } catch (error) {
    // Keep the broken file for inspection instead of overwriting it on the next write.
    const backup = `${path}.corrupt-${Date.now()}`;
    renameSync(path, backup);
    warn(`devcloud: ignoring corrupt state file ${path} (${(error as Error).message}); moved to ${backup}`);
    return {};
  }
}

/** Write to a temporary file and rename over the old one, so a crash never leaves half a file. */
function save(dir: string, path: string, sections: Record<string, unknown>): void {
  mkdirSync(dir, { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(sections, null, 2)}\n`);
  renameSync(temporary, path);
}
