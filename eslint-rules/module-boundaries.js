import path from 'node:path';

/** `<domain>` and the path inside it of a file under apps/server/src/modules/<domain>/. */
const MODULE_FILE = /[/\\]apps[/\\]server[/\\]src[/\\]modules[/\\]([^/\\]+)[/\\](.+)$/;

/** A module's public files: its services (`service.ts`, `*-service.ts`, in any folder of the module). */
const isServiceFile = (inside) => /(^|[/\\])([a-z0-9-]+-)?service\.ts$/.test(inside);

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type'));

/**
 * A server module calls another module's service, never its tables (ARCHITECTURE.md). From a file of
 * module A, another module B may be imported only through B's service files; any other file of B
 * for types only (`import type`); B's `tables.ts` never, not even for types. Tests and test kits
 * are left out in eslint.config.js: they may read tables to check what a service wrote.
 */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import each other only through their services.' },
    schema: [],
    messages: {
      tables:
        "'{{source}}' is the {{target}} module's tables: call the {{target}} module's service instead (add a narrow function there).",
      internals:
        "'{{source}}' is internal to the {{target}} module: import its service (service.ts, *-service.ts), or use `import type`.",
    },
  },
  create(context) {
    const own = MODULE_FILE.exec(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = MODULE_FILE.exec(path.resolve(path.dirname(context.filename), source));
      if (!target || target[1] === own[1]) return;
      const [, domain, inside] = target;
      const data = { source, target: domain };
      if (inside === 'tables.ts') context.report({ node, messageId: 'tables', data });
      else if (!isServiceFile(inside) && !isTypeOnly(node))
        context.report({ node, messageId: 'internals', data });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
