import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MULTILINE_META_KEY, hasInvalidCharacters, type ValidationTextKey } from '@platform/contract';

/**
 * Input nested deeper than this is refused before zod reads it: no form nests so deep, and schemas
 * that recurse (the white-label tree) would otherwise recurse as deep as the attacker likes.
 */
export const MAX_INPUT_DEPTH = 32;

type Path = (string | number)[];

interface Problem {
  path: Path;
  message: Extract<ValidationTextKey, 'invalidCharacters' | 'nestingTooDeep'>;
}

interface SchemaDef {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The schemas directly inside one schema: object fields by name, the rest under their parent's name. */
const childrenOf = (def: SchemaDef): { schema: unknown; name?: string }[] => {
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, unknown>).map(([name, schema]) => ({ schema, name })),
        { schema: def.catchall },
      ];
    case 'array':
      return [{ schema: def.element }];
    case 'record':
    case 'map':
      return [{ schema: def.valueType }];
    case 'union':
      return (def.options as unknown[]).map((schema) => ({ schema }));
    case 'intersection':
      return [{ schema: def.left }, { schema: def.right }];
    case 'pipe':
      return [{ schema: def.in }, { schema: def.out }];
    case 'lazy':
      return [{ schema: (def.getter as () => unknown)() }];
    case 'tuple':
      return [...(def.items as unknown[]).map((schema) => ({ schema })), { schema: def.rest }];
    default:
      // optional, nullable, default, readonly, catch, ...: one inner schema.
      return [{ schema: def.innerType }];
  }
};

/**
 * The names of the fields a schema marks multi-line (`multiline()` in the contract), at any depth.
 * A string under such a field may carry tabs and line breaks.
 */
export const multilineFields = (root: z.ZodType): ReadonlySet<string> => {
  const names = new Set<string>();
  const visited = new Map<unknown, Set<string | undefined>>();
  const visit = (schema: z.ZodType, name: string | undefined) => {
    const seen = visited.get(schema) ?? new Set<string | undefined>();
    if (seen.has(name)) return;
    seen.add(name);
    visited.set(schema, seen);
    if (name !== undefined && z.globalRegistry.get(schema)?.[MULTILINE_META_KEY] === true) names.add(name);
    for (const child of childrenOf(defOf(schema))) {
      if (isSchema(child.schema)) visit(child.schema, child.name ?? name);
    }
  };
  visit(root, undefined);
  return names;
};

/**
 * The first thing in a request part that no field may carry: a string (or an object key) with
 * control characters (tabs and line breaks only under a multi-line field), or nesting deeper than
 * `MAX_INPUT_DEPTH`. Walks without recursion, so no input can overflow the stack.
 */
export const findInputProblem = (input: unknown, multiline: ReadonlySet<string>): Problem | undefined => {
  const stack: { value: unknown; path: Path; isMultiline: boolean }[] = [
    { value: input, path: [], isMultiline: false },
  ];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path, isMultiline } = item;
    if (typeof value === 'string') {
      if (hasInvalidCharacters(value, isMultiline)) return { path, message: 'invalidCharacters' };
      continue;
    }
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: 'nestingTooDeep' };
    if (Array.isArray(value)) {
      value.forEach((entry: unknown, index) =>
        stack.push({ value: entry, path: [...path, index], isMultiline }),
      );
      continue;
    }
    for (const [key, entry] of Object.entries(value)) {
      if (hasInvalidCharacters(key, false)) return { path: [...path, key], message: 'invalidCharacters' };
      stack.push({ value: entry, path: [...path, key], isMultiline: isMultiline || multiline.has(key) });
    }
  }
  return undefined;
};

/**
 * The validator of every route: before the route's own zod schema reads the body, query string or
 * path parameters, it refuses control characters in any string and absurd nesting, as a field
 * error like any other (422 `validation_failed` with `value.fields`). Headers are left to Node's
 * HTTP parser, which refuses control characters in them.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart === 'headers') return validatorCompiler(route);
  const multiline = multilineFields(route.schema);
  const guarded = z
    .unknown()
    .superRefine((input, context) => {
      const problem = findInputProblem(input, multiline);
      if (problem) context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    })
    .pipe(route.schema);
  return validatorCompiler({ ...route, schema: guarded });
};
