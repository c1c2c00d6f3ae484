import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ts': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
};

export type StaticOptions = {
  root: string;
  port: number;
  host?: string;
  /** Extra headers per response (CORS for the remote, CSP for the shell). */
  headers?: (path: string) => Record<string, string>;
  /** The file served for `/` (and unknown paths when `spa` is set). */
  index?: string;
  log?: boolean;
};

/**
 * A small static file server for built output: brotli or gzip as the browser asks (compressed once and
 * kept), long caching for hashed assets, no caching for manifests and HTML. Loopback only by default.
 */
export function serveStatic(options: StaticOptions): Promise<Server> {
  const root = resolve(options.root);
  const cache = new Map<string, { mtime: number; raw: Buffer; br: Buffer; gz: Buffer }>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let path = decodeURIComponent(url.pathname);
    if (path.endsWith('/')) path += options.index ?? 'index.html';
    const file = normalize(join(root, path));
    const extra = options.headers?.(path) ?? {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, extra).end();
      return;
    }
    if (!file.startsWith(root)) {
      res.writeHead(403, extra).end();
      return;
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      let entry = cache.get(file);
      if (!entry || entry.mtime !== info.mtimeMs) {
        const raw = await readFile(file);
        entry = {
          mtime: info.mtimeMs,
          raw,
          br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz: gzipSync(raw, { level: 9 }),
        };
        cache.set(file, entry);
      }
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : undefined;
      const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gz : entry.raw;
      const hashed = /\.[0-9a-f]{8,}\.\w+$/.test(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        ...extra,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain', ...extra }).end('Not found');
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}
