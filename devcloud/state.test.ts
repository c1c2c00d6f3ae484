import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createStateStore } from './state.ts';

const names = z.record(z.string(), z.string());
const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'devcloud-state-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('state store', () => {
  it('survives a restart and leaves no temporary file', () => {
    const dir = join(tempDir(), 'nested');
    createStateStore({ dir }).write('names', { a: 'alice' });
    expect(createStateStore({ dir }).read('names', names, {})).toEqual({ a: 'alice' });
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('ignores a corrupt file with a warning and keeps it aside', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'state.json'), '{"names": {');
    const warnings: string[] = [];
    const store = createStateStore({ dir, warn: (m) => warnings.push(m) });
    expect(store.read('names', names, {})).toEqual({});
    expect(warnings[0]).toContain('corrupt');
    expect(readdirSync(dir).some((f) => f.startsWith('state.json.corrupt-'))).toBe(true);
    store.write('names', { b: 'bob' });
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'))).toEqual({ names: { b: 'bob' } });
  });

  it('falls back for an invalid section without losing the others', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'state.json'), JSON.stringify({ names: [1, 2], other: { keep: true } }));
    const warnings: string[] = [];
    const store = createStateStore({ dir, warn: (m) => warnings.push(m) });
    expect(store.read('names', names, {})).toEqual({});
    expect(warnings).toHaveLength(1);
    store.write('names', { c: 'carol' });
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).other).toEqual({ keep: true });
  });

  it('keeps a memory-only store off the disk', () => {
    const store = createStateStore({ dir: null });
    store.write('names', { a: 'alice' });
    expect(store.read('names', names, {})).toEqual({ a: 'alice' });
    expect(store.path).toBeNull();
  });
});
