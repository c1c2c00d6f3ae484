/**
 * Stand-in images for wallets, networks, currencies and tokens: a small PNG identicon (a mirrored 5×5
 * grid in a colour from the id), so the same id always looks the same and two ids rarely match.
 * Raster like the real image API: an SVG image costs Chromium a document of its own, and thousands of
 * them (a scrolled AllWallets list) slow every later frame, which the real service would not.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const CELL = 16;
const MARGIN = 8;
const SIZE = MARGIN * 2 + CELL * 5;

/** A stable hue (0-359) for a seed. */
export function hueOf(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt16BE(0) % 360;
}

/** Which of the 5×5 cells are filled: the left three columns from the hash, mirrored to the right. */
export function cellsOf(seed: string): boolean[][] {
  const bits = createHash('sha256').update(`cells:${seed}`).digest();
  return Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 5 }, (_, column) => {
      const half = column < 3 ? column : 4 - column;
      return ((bits[row]! >> half) & 1) === 1;
    }),
  );
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** An RGB PNG of `width`×`height` from a pixel function. */
function encodePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0 (none)
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter set, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array(0))]);
}

/** The identicon PNG for `seed` (96×96). */
export function imagePng(seed: string): Buffer {
  const hue = hueOf(seed);
  const ink = hslToRgb(hue, 0.62, 0.42);
  const paper = hslToRgb(hue, 0.6, 0.92);
  const cells = cellsOf(seed);
  return encodePng(SIZE, SIZE, (x, y) => {
    const column = Math.floor((x - MARGIN) / CELL);
    const row = Math.floor((y - MARGIN) / CELL);
    return cells[row]?.[column] ? ink : paper;
  });
}
