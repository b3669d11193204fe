import { randomUUID } from 'node:crypto';

/**
 * The hostile-input generator of the OpenAPI fuzz suite: from the gateway's own OpenAPI document it
 * builds, for every operation, a plausible request and then the same request with hostile values in
 * each place (every path and query parameter, every body field down to nested ones, the body as a
 * whole, the credentials). A new route is covered by being in the document.
 */

/** The subset of JSON Schema the document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** The document's path template, e.g. `/console-api/members/{id}`. */
  path: string;
  operation: Operation;
}

/** Known-good values by field or parameter name, so the plausible request gets past the first checks. */
export type Dictionary = Record<string, () => unknown>;

/** One request of the walk. The body is already text: it is what the signature covers. */
export interface FuzzCase {
  /** What is hostile about it, for the failure report. */
  name: string;
  method: HttpMethod | 'HEAD' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The JSON value behind `payload`, when it has one: an encrypted call seals it and retries. */
  value?: unknown;
  /** Which credentials it carries: the operation's own, none, or the given forged ones. */
  auth: 'own' | 'none' | { forged: string };
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export const endpointsOf = (document: OpenApiDocument): Endpoint[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .map(([method, operation]) => ({ method: method.toUpperCase() as HttpMethod, path, operation }))
      .filter((endpoint) => METHODS.includes(endpoint.method)),
  );

const resolve = (document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema => {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    const name = current.$ref.split('/').pop() ?? '';
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
};

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.enum || schema.const !== undefined) return 'enum';
  return undefined;
};

/** Strings tried, in order, for a field with a pattern: the first that matches is used. */
const PATTERN_CANDIDATES = [
  'a',
  'A',
  '1',
  'abc123',
  'Test1234',
  'TEST_1',
  'test-1',
  '10.00',
  '1.00',
  '2024-01-01',
  '2024-01-01 00:00:00',
  '12345678',
  '+81',
  '81',
  'JPY',
  'JP',
  'abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789',
];

const stringExample = (schema: JsonSchema): string => {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return 'fuzz@example.com';
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'uri':
    case 'url':
      return 'https://example.com/';
    default:
  }
  const length = (text: string) =>
    text.length >= (schema.minLength ?? 0) ? text : text.padEnd(schema.minLength ?? 0, 'a');
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.map(length).find((candidate) => pattern.test(candidate));
    if (found !== undefined) return found;
  }
  return length('a').slice(0, schema.maxLength ?? Infinity);
};

/** A plausible value for a schema: known-good by name, else the simplest the schema takes. */
export const exampleOf = (
  document: OpenApiDocument,
  given: JsonSchema | undefined,
  name: string | undefined,
  dictionary: Dictionary,
  depth = 0,
): unknown => {
  const known = name === undefined ? undefined : dictionary[name];
  if (known) return known();
  const schema = resolve(document, given);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    const option = options.find((candidate) => resolve(document, candidate).type !== 'null') ?? options[0];
    return exampleOf(document, option, name, dictionary, depth + 1);
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => exampleOf(document, part, name, dictionary, depth + 1) as object),
    ) as unknown;
  }
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const field of schema.required ?? []) {
        object[field] = exampleOf(document, schema.properties?.[field], field, dictionary, depth + 1);
      }
      return object;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        exampleOf(document, schema.items, undefined, dictionary, depth + 1),
      );
    case 'integer':
    case 'number': {
      const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
      const minimum =
        schema.minimum !== undefined && schema.exclusiveMinimum === true
          ? schema.minimum + 1
          : schema.minimum;
      return Math.min(Math.max(exclusive ?? minimum ?? 1, 1), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringExample(schema);
    default:
      return 'a';
  }
};

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Nested a little deeper than the edge takes (32 levels). */
const deepObject = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

/** Values of another type than the field's. */
const WRONG_TYPES: unknown[] = [null, 0, 'a\u0000', []];

/** For text fields: control characters, a lone surrogate, sizes, numbers that overflow, SQL. */
export const STRING_VALUES: unknown[] = [
  'a\u0000b',
  'a\u001bb',
  'x\u007f',
  'two\nlines',
  '\ud800',
  'x'.repeat(10_000),
  '',
  '   ',
  '\u202e\u0645\u0631\u062d\u0628\u0627 \u{1f600}',
  "'; drop table members; --",
  '9223372036854775808',
  '99999999999999999999.99',
  '-1',
  '2024-02-30',
  '0000-00-00',
  ...WRONG_TYPES.filter((value) => typeof value !== 'string'),
];

/** For number fields: the edges of doubles, integers beyond 2^53 and 2^63, fractions, strings. */
export const NUMBER_VALUES: unknown[] = [
  0,
  -1,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  2 ** 53 + 2,
  9223372036854775808,
  5e-324,
  '9223372036854775808',
  ...WRONG_TYPES.filter((value) => typeof value !== 'number'),
];

export const OTHER_VALUES: unknown[] = [...WRONG_TYPES, {}, 'TRUE', 1e308, deepObject(40)];

export const CONTAINER_VALUES: unknown[] = [
  ...WRONG_TYPES,
  deepObject(40),
  [deepObject(40)],
  Array.from({ length: 5_000 }, () => 'x'),
  { 'k\u0000': 'v' },
];

/** Query string values, already URL-encoded where they need to be (some are broken on purpose). */
export const QUERY_VALUES = [
  'a%00b',
  '%1B',
  '%7F',
  '%0A',
  'x'.repeat(4_000),
  '-1',
  '1e309',
  '2147483648',
  '9007199254740991',
  '9223372036854775808',
  '1.5',
  'NaN',
  '2024-02-30',
  '0000-00-00',
  '%E0%A4%A',
  '%ED%A0%80',
  '',
];

/** Path parameter values, URL-encoded where they need to be. */
export const PATH_VALUES = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  'x'.repeat(200),
  '-1',
  '0',
  '2147483648',
  '9007199254740991',
  '9223372036854775808',
  '1.5',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%20',
  'NaN',
  '%E6%97%A5%E6%9C%AC',
];

/** Bodies that are wrong as a whole: not JSON, the wrong JSON, too much of it, another format. */
export const BODY_CASES: { name: string; type: string; payload: string }[] = [
  { name: 'malformed JSON', type: 'application/json', payload: '{"a":' },
  { name: 'empty JSON', type: 'application/json', payload: '' },
  { name: 'JSON null', type: 'application/json', payload: 'null' },
  { name: 'JSON array', type: 'application/json', payload: '[]' },
  { name: 'JSON number', type: 'application/json', payload: '1e999' },
  { name: 'prototype key', type: 'application/json', payload: '{"__proto__":{"polluted":true}}' },
  { name: 'oversized', type: 'application/json', payload: `{"a":"${'x'.repeat(300_000)}"}` },
  {
    name: 'deeply nested',
    type: 'application/json',
    payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  },
  {
    name: 'deeply nested array',
    type: 'application/json',
    payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  },
  {
    name: 'multipart',
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n',
  },
  { name: 'form with NUL', type: 'application/x-www-form-urlencoded', payload: 'a=%00&b[c]=1&b[c]=2' },
  {
    name: 'xml',
    type: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "x">]><a>&x;</a>',
  },
  { name: 'fake image', type: 'image/png', payload: '\u0089PNG\r\n\u001a\n garbage' },
  { name: 'JSON with a strange charset', type: 'application/json; charset=utf-7', payload: '{}' },
];

/** A value for a field of this schema's type. */
const valuesFor = (schema: JsonSchema): unknown[] => {
  switch (typeOf(schema)) {
    case 'string':
      return STRING_VALUES;
    case 'integer':
    case 'number':
      return NUMBER_VALUES;
    case 'object':
    case 'array':
      return CONTAINER_VALUES;
    default:
      return schema.anyOf || schema.oneOf ? [...STRING_VALUES, ...NUMBER_VALUES] : OTHER_VALUES;
  }
};

interface FieldSlot {
  path: (string | number)[];
  schema: JsonSchema;
}

/**
 * Every field of a body schema to put hostile values in: properties at any depth, first array
 * items. A field whose parent has the same schema as one already taken (the fifteen rules of the
 * register settings, say) is taken once: the same checks would answer.
 */
const fieldsOf = (document: OpenApiDocument, root: JsonSchema): FieldSlot[] => {
  const slots: FieldSlot[] = [];
  const seen = new Set<string>();
  const walk = (given: JsonSchema | undefined, path: (string | number)[], depth: number) => {
    const schema = resolve(document, given);
    if (depth > 4) return;
    const option = (schema.anyOf ?? schema.oneOf)?.find(
      (candidate) => resolve(document, candidate).type !== 'null',
    );
    if (option) {
      walk(option, path, depth);
      return;
    }
    if (path.length > 0) slots.push({ path, schema });
    const children: [string | number, JsonSchema][] =
      typeOf(schema) === 'object'
        ? Object.entries(schema.properties ?? {})
        : typeOf(schema) === 'array' && schema.items
          ? [[0, schema.items]]
          : [];
    const parent = JSON.stringify(schema);
    for (const [key, child] of children) {
      const identity = `${parent}\u0000${key}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      walk(child, [...path, key], depth + 1);
    }
  };
  walk(root, [], 0);
  return slots;
};

/** `base` with `value` at `path`, creating the objects and arrays on the way. */
const withValueAt = (
  document: OpenApiDocument,
  root: JsonSchema,
  base: unknown,
  path: (string | number)[],
  value: unknown,
  dictionary: Dictionary,
): unknown => {
  const copy: unknown = structuredClone(base);
  if (path.length === 0) return value;
  let holder = copy as Record<string | number, unknown>;
  let schema = resolve(document, root);
  for (const [index, key] of path.entries()) {
    const next =
      typeof key === 'number'
        ? resolve(document, schema.items)
        : resolve(document, schema.properties?.[key] ?? {});
    if (index === path.length - 1) {
      holder[key] = value;
      break;
    }
    if (typeof holder[key] !== 'object' || holder[key] === null) {
      holder[key] = exampleOf(document, next, typeof key === 'string' ? key : undefined, dictionary);
      if (typeof holder[key] !== 'object' || holder[key] === null)
        holder[key] = typeof path[index + 1] === 'number' ? [] : {};
    }
    holder = holder[key] as Record<string | number, unknown>;
    schema = next;
  }
  return copy;
};

const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...(${text.length})` : text;
};

/** The plausible request of an operation, and then every hostile variation of it. */
export const casesOf = (
  document: OpenApiDocument,
  endpoint: Endpoint,
  dictionary: Dictionary,
): FuzzCase[] => {
  const { method, path, operation } = endpoint;
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;

  const pathValue = (parameter: Parameter) =>
    encodeURIComponent(String(exampleOf(document, parameter.schema, parameter.name, dictionary)));
  const queryBase = () =>
    Object.fromEntries(
      queryParams
        .filter((parameter) => parameter.required)
        .map((parameter) => [
          parameter.name,
          encodeURIComponent(String(exampleOf(document, parameter.schema, parameter.name, dictionary))),
        ]),
    );
  const urlOf = (paths: Record<string, string>, query: Record<string, string>, extra = '') => {
    const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => paths[name] ?? 'x');
    const search = Object.entries(query)
      .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
      .join('&');
    const full = [search, extra].filter((part) => part !== '').join('&');
    return full === '' ? filled : `${filled}?${full}`;
  };
  const basePaths = () =>
    Object.fromEntries(pathParams.map((parameter) => [parameter.name, pathValue(parameter)]));
  const json = (value: unknown) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value),
    value,
  });
  const baseBody = () =>
    bodySchema === undefined ? undefined : exampleOf(document, bodySchema, undefined, dictionary);
  const plain = (name: string, extra: Partial<FuzzCase> = {}): FuzzCase => {
    const body = baseBody();
    return {
      name,
      method,
      url: urlOf(basePaths(), queryBase()),
      ...(body === undefined ? { headers: {} } : json(body)),
      auth: 'own',
      ...extra,
    };
  };

  const cases: FuzzCase[] = [plain('plausible request')];
  cases.push(plain('no credentials', { auth: 'none' }));
  cases.push(plain('forged token', { auth: { forged: 'f'.repeat(64) } }));
  cases.push(plain('forged bearer', { auth: { forged: `Bearer ${'0'.repeat(43)}` } }));
  cases.push(plain('oversized token', { auth: { forged: 'A'.repeat(8_000) } }));

  for (const parameter of pathParams) {
    for (const value of PATH_VALUES) {
      cases.push(
        plain(`path ${parameter.name}=${describeValue(value)}`, {
          url: urlOf({ ...basePaths(), [parameter.name]: value }, queryBase()),
        }),
      );
    }
  }
  for (const parameter of queryParams) {
    for (const value of QUERY_VALUES) {
      cases.push(
        plain(`query ${parameter.name}=${describeValue(value)}`, {
          url: urlOf(basePaths(), { ...queryBase(), [parameter.name]: value }),
        }),
      );
    }
    cases.push(
      plain(`query ${parameter.name} repeated`, {
        url: urlOf(basePaths(), queryBase(), `${parameter.name}=1&${parameter.name}=2`),
      }),
    );
  }
  cases.push(plain('unknown query parameter', { url: urlOf(basePaths(), queryBase(), 'zz%00=%00') }));
  cases.push(
    plain('prototype query parameters', {
      url: urlOf(basePaths(), queryBase(), '__proto__=1&constructor=1'),
    }),
  );
  cases.push(plain('method OPTIONS', { method: 'OPTIONS' }));
  if (method === 'GET') cases.push(plain('method HEAD', { method: 'HEAD' }));

  if (bodySchema !== undefined) {
    for (const slot of fieldsOf(document, bodySchema)) {
      for (const value of valuesFor(slot.schema)) {
        cases.push(
          plain(`body ${slot.path.join('.')}=${describeValue(value)}`, {
            ...json(withValueAt(document, bodySchema, baseBody(), slot.path, value, dictionary)),
          }),
        );
      }
    }
    cases.push(plain('body with an unknown field', json({ ...(baseBody() as object), 'zz\u0000': 1 })));
  }
  if (method !== 'GET') {
    for (const body of BODY_CASES) {
      cases.push(
        plain(`body ${body.name}`, {
          headers: { 'content-type': body.type },
          payload: body.payload,
          value: undefined,
        }),
      );
    }
  }
  return cases;
};

// ---------------------------------------------------------------------------------------------
// What an answer must be

/** 5xx answers the product gives on purpose, in the envelope: maintenance and an unreachable provider. */
export const DELIBERATE_5XX = new Set([
  'game_maintenance',
  'info_maintenance',
  'code_delivery_failed',
  'platform_unavailable',
  'lottery_vendor_unavailable',
]);

const isEnvelope = (body: unknown): body is { success: boolean; errorCode?: unknown; message?: unknown } =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

const isFailureEnvelope = (body: unknown) =>
  isEnvelope(body) &&
  body.success === false &&
  typeof body.errorCode === 'string' &&
  body.errorCode !== '' &&
  typeof body.message === 'string';

/** Whether the operation's documented success answer is the envelope (a few are pages, images or probes). */
export const answersEnvelope = (operation: Operation) => {
  const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) return false;
  const success = schema.properties?.success ?? schema.anyOf?.[0]?.properties?.success;
  return success !== undefined;
};

/** What is wrong with an answer, if anything: a 5xx, or an answer outside the envelope. */
export const problemOf = (
  endpoint: Endpoint,
  answer: { method: string; status: number; contentType: string; body: string },
): string | undefined => {
  // A HEAD answer has the status and headers of the GET, and no body to judge.
  if (answer.method === 'HEAD') return answer.status >= 500 ? `status ${answer.status}` : undefined;
  let parsed: unknown;
  const isJson = answer.contentType.includes('json');
  if (isJson) {
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return `status ${answer.status}: JSON that does not parse`;
    }
  }
  if (answer.status >= 500) {
    const code = isFailureEnvelope(parsed) ? (parsed as { errorCode: string }).errorCode : undefined;
    return code !== undefined && DELIBERATE_5XX.has(code) ? undefined : `status ${answer.status}`;
  }
  if (answer.status >= 400) {
    return isFailureEnvelope(parsed) ? undefined : `status ${answer.status} outside the envelope`;
  }
  if (answer.status >= 200 && answer.status < 300 && isJson && answersEnvelope(endpoint.operation)) {
    if (!isEnvelope(parsed)) return `status ${answer.status} outside the envelope`;
    if (parsed.success === false && !isFailureEnvelope(parsed))
      return 'a failure without errorCode and message';
  }
  return undefined;
};
