'use strict';
/**
 * Build step for the locale packs (`src/core/i18n/packs/<lang>.ts`). A pack is written as an object keyed like
 * the English catalogue, so a translator reads each key next to its text and the catalogue test checks them; it is
 * shipped as an array of its texts in the catalogue's key order, since the keys were a third of every pack's bytes
 * and the modal already holds them (in `en.ts`). `loadLocalePack` puts keys and texts back together.
 *
 * CommonJS because rspack loads its loaders with Node's own loader, which does not read TypeScript.
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

/** The exports of a catalogue module: TypeScript compiled alone, run with no access to anything. */
function evaluateCatalogueModule(source, fileName) {
  const { outputText } = ts.transpileModule(source, {
    fileName,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  const require = (name) => {
    throw new Error(`${fileName}: a catalogue is data; it may not import ${name} at run time`);
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require });
  return module.exports;
}

/** The pack's texts in the order of the catalogue's keys; a missing or unknown key fails the build. */
function packAsArray(catalogue, pack, fileName) {
  const keys = Object.keys(catalogue);
  const missing = keys.filter((key) => !Object.hasOwn(pack, key));
  const unknown = Object.keys(pack).filter((key) => !Object.hasOwn(catalogue, key));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`${fileName}: missing keys [${missing.join(', ')}], unknown keys [${unknown.join(', ')}]`);
  }
  return keys.map((key) => pack[key]);
}

function localePackLoader(source) {
  const cataloguePath = path.join(path.dirname(this.resourcePath), '..', 'en.ts');
  this.addDependency(cataloguePath);
  const { en } = evaluateCatalogueModule(fs.readFileSync(cataloguePath, 'utf8'), cataloguePath);
  const pack = evaluateCatalogueModule(source, this.resourcePath).default;
  return `export default ${JSON.stringify(packAsArray(en, pack, this.resourcePath))};\n`;
}

module.exports = localePackLoader;
module.exports.evaluateCatalogueModule = evaluateCatalogueModule;
module.exports.packAsArray = packAsArray;
