// dependency-cruiser 17 (the last line that runs on Node 20) reads TypeScript through the `typescript`
// package's JavaScript compiler API, which TypeScript 7 (native, our `tsc`) no longer has: without help
// it finds no .ts/.tsx file at all and passes on nothing. This preload points dependency-cruiser alone at
// the `typescript-6` devDependency (TypeScript 6 under another name); everything else keeps TypeScript 7.
// Used by `npm run lint:imports` (node --import) and by scripts/import-rules.test.ts.
import Module, { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const projectRequire = createRequire(new URL('../package.json', import.meta.url));
const TYPESCRIPT = /^typescript(?=\/|$)/;
const fromCruiser = (parent) => typeof parent === 'string' && /[\\/]dependency-cruiser[\\/]/.test(parent);
const redirect = (specifier) => projectRequire.resolve(specifier.replace(TYPESCRIPT, 'typescript-6'));

/** ESM resolve hook (runs in Node's loader thread). */
export async function resolve(specifier, context, next) {
  if (TYPESCRIPT.test(specifier) && fromCruiser(context.parentURL)) {
    return { url: pathToFileURL(redirect(specifier)).href, shortCircuit: true };
  }
  return next(specifier, context);
}

if (isMainThread) {
  // Without it dependency-cruiser would quietly skip every TypeScript file and report nothing.
  try {
    projectRequire.resolve('typescript-6/package.json');
  } catch {
    throw new Error(
      'dependency-cruiser needs the typescript-6 devDependency to read TypeScript: run npm install',
    );
  }
  // CommonJS side: dependency-cruiser checks the version with require('typescript/package.json').
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    if (TYPESCRIPT.test(request) && fromCruiser(parent?.filename)) return redirect(request);
    return resolveFilename.call(this, request, parent, ...rest);
  };
  register(import.meta.url);
}
