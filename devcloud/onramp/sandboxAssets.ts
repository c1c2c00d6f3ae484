/**
 * The sandbox page's script and styles: sandbox/page.ts compiled to plain JS with esbuild on first
 * use (no build step), sandbox/page.css as it is. Kept for the process.
 */
import { readFile } from 'node:fs/promises';

export type SandboxAsset = { body: string; type: string };

let cached: Promise<Map<string, SandboxAsset>> | undefined;

export function sandboxAssets(): Promise<Map<string, SandboxAsset>> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined; // let the next request try again
    throw error;
  });
  return cached;
}

async function load(): Promise<Map<string, SandboxAsset>> {
  const esbuild = await import('esbuild');
  const [source, css] = await Promise.all([
    readFile(new URL('./sandbox/page.ts', import.meta.url), 'utf8'),
    readFile(new URL('./sandbox/page.css', import.meta.url), 'utf8'),
  ]);
  const script = await esbuild.transform(source, { loader: 'ts', format: 'iife', target: 'es2022', minify: true, legalComments: 'none' });
  return new Map([
    ['sandbox.js', { body: script.code, type: 'text/javascript; charset=utf-8' }],
    ['sandbox.css', { body: css, type: 'text/css; charset=utf-8' }],
  ]);
}
