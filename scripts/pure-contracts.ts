/**
 * Vite plugin: the contracts' top-level definitions are marked free of side effects for the bundler.
 *
 * A contracts file keeps an API's zod schemas beside its constants (the sizes, a header's name, the
 * spec's messages). A page that imports one constant would otherwise bring every schema of that file,
 * and zod with them: building a schema is a call, and a bundler keeps a call it cannot prove harmless.
 * Every call and `new` in the initializer of a top-level `const` of a contracts file is annotated
 * `/* @__PURE__ *\/` here, so a schema (or a table built with `Object.fromEntries`) that nothing on a
 * page uses is dropped, and a page without a form loads no zod (e2e and bench:bundle check the shell).
 *
 * What that asks of the contracts: a top-level initializer only builds a value (schemas, tables,
 * constants). Code that must run for its effect goes in a statement of its own, which is left as it is,
 * or in a function.
 */
import { type Plugin, parseSync } from 'vite';

const PURE = '/* @__PURE__ */ ';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Nodes whose bodies run later (or never): their calls are not the declaration's own. */
const DEFERRED = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ClassExpression',
  'ClassDeclaration',
  'FunctionDeclaration',
]);

function collectCalls(node: Node, starts: Set<number>) {
  if (DEFERRED.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) for (const item of value) isNode(item) && collectCalls(item, starts);
    else if (isNode(value)) collectCalls(value, starts);
  }
}

/** `code` with every call and `new` of its top-level `const`/`let` initializers annotated pure. */
export function annotatePure(code: string, filename: string): string {
  const { program, errors } = parseSync(filename, code, { lang: 'ts', sourceType: 'module' });
  if (errors.length > 0) return code;
  const starts = new Set<number>();
  for (const statement of program.body as unknown as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration)
        ? statement.declaration
        : statement;
    if (declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if (isNode(declarator.init)) collectCalls(declarator.init, starts);
    }
  }
  // From the end, so earlier offsets stay right; one annotation where several calls start (a chain).
  let out = code;
  for (const start of [...starts].sort((a, b) => b - a)) out = out.slice(0, start) + PURE + out.slice(start);
  return out;
}

export function pureContracts(): Plugin {
  return {
    name: 'roslis:pure-contracts',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]contracts[\\/][^\\/]+\.ts$/ },
      handler(code, id) {
        return { code: annotatePure(code, id), map: null };
      },
    },
  };
}
