// A locale pack's part, imported as `./packs/<lang>.ts?modal` or `?features`: scripts/localePackLoader.cjs ships the
// part's texts in its English part's key order; from source (unit tests) it is the whole pack as written.
declare module '*?modal' {
  const texts: import('./translate.ts').Message[] | Record<string, import('./translate.ts').Message>;
  export default texts;
}
declare module '*?features' {
  const texts: import('./translate.ts').Message[] | Record<string, import('./translate.ts').Message>;
  export default texts;
}
