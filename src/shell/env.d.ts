/** The local servers' URLs, defined at build time by src/shell/rsbuild.config.ts from scripts/ports.ts. */
declare const AIRLOCK_LOCAL: { devcloud: string; secureSite: string; remote: string; anvil: [string, string] };
