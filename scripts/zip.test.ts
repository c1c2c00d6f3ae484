import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipStored } from './zip.ts';

/** Reads a stored zip back through its central directory, as an unzip tool does. */
function entries(zip: Buffer) {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const found: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    const dataStart = offset + 30 + zip.readUInt16LE(offset + 26);
    const data = zip.subarray(dataStart, dataStart + size);
    expect(crc32(data)).toBe(zip.readUInt32LE(at + 16));
    found.push({ name, data });
    at += 46 + nameLength;
  }
  return found;
}

describe('zipStored', () => {
  it('writes files an unzip tool reads back (names, contents, checksums)', () => {
    const files = [
      { name: 'appkit.d.ts', data: Buffer.from('export type A = 1;\n') },
      { name: 'react.d.ts', data: Buffer.from("import type { A } from './appkit';\n") },
    ];
    expect(entries(zipStored(files)).map((e) => ({ name: e.name, data: e.data.toString() }))).toEqual(
      files.map((f) => ({ name: f.name, data: f.data.toString() })),
    );
  });
});
