'use strict';
/**
 * Build step for the locale packs (`src/core/i18n/packs/<lang>.ts`). A pack is written as an object keyed like
 * the English catalogue, so a translator reads each key next to its text and the catalogue test checks them; it is
 * shipped as two chunks, one per English part of the catalogue (the modal's, `en.ts`, and the feature views',
 * `enFeatures.ts`), each imported with its part's name as query (`./packs/de.ts?modal`, `?features`). A part ships as
 * the array of its texts in its English part's key order, since the keys were a third of every pack's bytes and the
 * English parts hold them. `packs.ts` puts keys and texts back together.
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

/** The English parts as last read, by file: the seven packs of a build read them once (again when they change). */
const readParts = new Map();

/** The catalogue's English parts, in the order their texts ship: [the modal's, the feature views']. */
function englishParts(i18nDir, addDependency) {
  return [
    ['en.ts', 'en'],
    ['enFeatures.ts', 'enFeatures'],
  ].map(([file, name]) => {
    const filePath = path.join(i18nDir, file);
    addDependency(filePath);
    const source = fs.readFileSync(filePath, 'utf8');
    const read = readParts.get(filePath);
    if (read?.source === source) return read.part;
    const part = evaluateCatalogueModule(source, filePath)[name];
    readParts.set(filePath, { source, part });
    return part;
  });
}

/** The pack's texts as two arrays, each in the key order of one English part. */
function packAsArrays(parts, pack, fileName) {
  const whole = Object.assign({}, ...parts);
  packAsArray(whole, pack, fileName);
  return parts.map((part) => packAsArray(part, Object.fromEntries(Object.keys(part).map((key) => [key, pack[key]])), fileName));
}

/** The query naming each part a pack ships in, in the order of `englishParts`. */
const PART_QUERIES = ['?modal', '?features'];

function localePackLoader(source) {
  const part = PART_QUERIES.indexOf(this.resourceQuery);
  if (part < 0) throw new Error(`${this.resourcePath}: import a pack's part, ${PART_QUERIES.join(' or ')}, not '${this.resourceQuery}'`);
  const parts = englishParts(path.join(path.dirname(this.resourcePath), '..'), (file) => this.addDependency(file));
  const pack = evaluateCatalogueModule(source, this.resourcePath).default;
  return `export default ${JSON.stringify(packAsArrays(parts, pack, this.resourcePath)[part])};\n`;
}

module.exports = localePackLoader;
module.exports.evaluateCatalogueModule = evaluateCatalogueModule;
module.exports.packAsArray = packAsArray;
module.exports.packAsArrays = packAsArrays;
module.exports.englishParts = englishParts;
