import ts from 'typescript';

/**
 * How a strict host app compiles (TypeScript strict, ES2022, bundler resolution, React's JSX): the tests that hold
 * Airlock's shipped declarations to a host's code (publicTypes.test, hostPackage.test, readme.test) compile with it.
 */
export const STRICT_HOST_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: false,
  types: [],
};

/** The type errors of a host's files, each `path:line: message` with the path inside the host's folder. */
export function strictHostErrors(host: string, roots: string[], options: ts.CompilerOptions = {}): string[] {
  const program = ts.createProgram(roots, { ...STRICT_HOST_OPTIONS, ...options });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName.slice(host.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: `
      : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}
