/**
 * Bundles the browser scripts (frame/main.ts → frame.js, frame/popup.ts → popup.js) with
 * esbuild in memory, once per process, so the page runs the same schemas as the toolkit
 * (src/core/frame/messages.ts) without a build step. The frame speaks English from its script;
 * each other language of the secure catalogue is one JSON asset the frame fetches when it needs it.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECURE_PACKS } from '../../src/core/i18n/secure/packs.ts';
import { packAssetName } from './frame/locale.ts';

export type Asset = { body: string; type: string };

let cached: Promise<Map<string, Asset>> | undefined;

export function loadAssets(): Promise<Map<string, Asset>> {
  cached ??= build().catch((error: unknown) => {
    // Let the next request try again (e.g. after fixing a syntax error).
    cached = undefined;
    throw error;
  });
  return cached;
}

async function build(): Promise<Map<string, Asset>> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: {
      frame: fileURLToPath(new URL('./frame/main.ts', import.meta.url)),
      popup: fileURLToPath(new URL('./frame/popup.ts', import.meta.url)),
    },
    bundle: true,
    write: false,
    outdir: '/virtual',
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const assets = new Map<string, Asset>();
  for (const file of result.outputFiles) {
    assets.set(basename(file.path), { body: file.text, type: 'text/javascript; charset=utf-8' });
  }
  for (const [locale, pack] of Object.entries(SECURE_PACKS) as [keyof typeof SECURE_PACKS, unknown][]) {
    assets.set(packAssetName(locale), { body: JSON.stringify(pack), type: 'application/json; charset=utf-8' });
  }
  for (const name of ['pages.css', 'frame.css']) {
    const css = await readFile(new URL(`./assets/${name}`, import.meta.url), 'utf8');
    assets.set(name, { body: css, type: 'text/css; charset=utf-8' });
  }
  return assets;
}
