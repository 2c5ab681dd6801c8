import { sample } from 'openapi-sampler';

import { withLeaf } from './schema-sample.js';

type JSONSchema7 = Parameters<typeof sample>[0];

/** The parts of an OpenAPI 3.1 document the schema-driven fuzz reads. */
interface OpenApiParameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema?: JSONSchema7;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JSONSchema7 }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the document, with the route path the contract (and Fastify) spells it by. */
export interface DocumentedOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `/api/dictDetail/:id`, as in the contract. */
  path: string;
  bodySchema?: JSONSchema7;
  queryNames: string[];
  pathNames: string[];
}

export function documentedOperations(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const names = (where: OpenApiParameter['in']) =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      return {
        method: method.toUpperCase() as DocumentedOperation['method'],
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        bodySchema: op.requestBody?.content?.['application/json']?.schema,
        queryNames: names('query'),
        pathNames: names('path'),
      };
    }),
  );
}

/**
 * A body of the schema's shape with every property present (optional ones too, so that they are
 * fuzzed as well), from the document's own schema. Refinements the schema cannot express (a
 * credit code's check character, a phone number) are the caller's to patch.
 */
export function sampleBody(schema: JSONSchema7, doc: OpenApiDocument): unknown {
  const sampled = sample(schema, { quiet: true, skipReadOnly: true }, doc);
  return withKeysItsNamesAllow(sampled, schema as Walked, doc);
}

type Walked = {
  $ref?: string;
  properties?: Record<string, Walked>;
  items?: Walked;
  additionalProperties?: Walked | boolean;
  propertyNames?: { pattern?: string };
};

/**
 * The sampler names a map's keys `property1`, `property2` whatever its `propertyNames` say (an
 * answer sheet is keyed by question ids): such keys are dropped, and the target's real ones laid
 * over them instead.
 */
function withKeysItsNamesAllow(value: unknown, schema: Walked, doc: OpenApiDocument): unknown {
  if (schema.$ref) {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
    return target ? withKeysItsNamesAllow(value, target as Walked, doc) : value;
  }
  if (Array.isArray(value))
    return schema.items ? value.map((v) => withKeysItsNamesAllow(v, schema.items!, doc)) : value;
  if (!value || typeof value !== 'object') return value;
  const pattern = schema.propertyNames?.pattern ? new RegExp(schema.propertyNames.pattern, 'u') : undefined;
  const rest = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => schema.properties?.[key] || !pattern || pattern.test(key))
      .map(([key, v]) => {
        const inner = schema.properties?.[key] ?? rest;
        return [key, inner ? withKeysItsNamesAllow(v, inner, doc) : v];
      }),
  );
}

/**
 * `patch` laid over `base`: objects merge key by key, anything else (arrays included) replaces.
 * The sampled body brings every field, the realistic sample its real ids and values.
 */
export function overlay(base: unknown, patch: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(base) || !isObject(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = overlay(base[key], value);
  return out;
}

/**
 * The positions one edge at a time goes to: every primitive (null included), and every empty
 * array or object, which would otherwise have no position at all. Paths are keys and indices.
 * The elements of an array share one schema, so the first stands for them all (a reported
 * session's five steps would otherwise cost five times the calls for the same checks).
 */
export function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length ? leafPaths(value[0], [...path, '0']) : [path];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...path, k])) : [path];
  }
  return [path];
}

export function leafAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
}

/** Past JavaScript's last date (8.64e15 ms): `new Date()` of it is an Invalid Date. */
export const PAST_LAST_DATE = 8_640_000_000_000_001;
const HUGE_TEXT = 'x'.repeat(20_000);

export interface Edge {
  label: string;
  value: unknown;
}

/** Where a value goes wrong: limits, fractions, huge and hostile text. */
const SHARED_EDGES: Edge[] = [
  { label: 'largest safe integer', value: Number.MAX_SAFE_INTEGER },
  { label: 'past the last date', value: PAST_LAST_DATE },
  { label: '-1', value: -1 },
  { label: '0.5', value: 0.5 },
  { label: '20,000 characters', value: HUGE_TEXT },
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'bidi override', value: '\u202Egnp.exe' },
];

/** The edges of one body position: the shared ones, then the wrong types for what it holds. */
export function bodyEdges(current: unknown): Edge[] {
  const wrongType: Edge =
    typeof current === 'number'
      ? { label: 'a string for a number', value: String(current) }
      : { label: 'a number for a string', value: 7 };
  return [
    ...SHARED_EDGES,
    wrongType,
    { label: 'null', value: null },
    { label: '[]', value: [] },
    { label: '{}', value: {} },
  ];
}

/**
 * The edges of a query or path parameter, as text: the shared ones, a word where a number goes,
 * `null` spelled out; a query parameter is also sent twice (an array to the parser).
 */
export function textEdges(): Edge[] {
  return [
    ...SHARED_EDGES.map((e) => ({ label: e.label, value: String(e.value) })),
    { label: 'a word', value: 'abc' },
    { label: '"null"', value: 'null' },
  ];
}

/** One call of the fuzz: a single position at one edge, everything else as in the valid call. */
export interface Variant {
  label: string;
  url: string;
  payload?: unknown;
  /** The body position this variant pushes (dotted), which must keep its edge value. */
  leaf?: string;
}

/**
 * The variants of one operation, from its valid call (`url` with real ids and a valid query,
 * `base` body): each body leaf, each query parameter and each path parameter at each of its edges.
 */
export function variantsOf(op: DocumentedOperation, url: string, base: unknown): Variant[] {
  const out: Variant[] = [];
  for (const leaf of base === undefined ? [] : leafPaths(base)) {
    for (const edge of bodyEdges(leafAt(base, leaf))) {
      const at = leaf.join('.');
      const payload = withLeaf(base, leaf, edge.value);
      out.push({ label: `body ${at || '(root)'} = ${edge.label}`, url, payload, leaf: at });
    }
  }
  const [path = '', query = ''] = url.split('?');
  for (const name of op.queryNames) {
    for (const edge of textEdges()) {
      const params = new URLSearchParams(query);
      params.set(name, String(edge.value));
      out.push({ label: `query ${name} = ${edge.label}`, url: `${path}?${params}`, payload: base });
    }
    const twice = new URLSearchParams(query);
    twice.delete(name);
    twice.append(name, '1');
    twice.append(name, '2');
    out.push({ label: `query ${name} twice`, url: `${path}?${twice}`, payload: base });
  }
  const at = (name: string) => op.path.split('/').indexOf(`:${name}`);
  for (const name of op.pathNames) {
    for (const edge of textEdges()) {
      const parts = path.split('/');
      parts[at(name)] = encodeURIComponent(String(edge.value));
      const edged = [parts.join('/'), query].filter(Boolean).join('?');
      out.push({ label: `path ${name} = ${edge.label}`, url: edged, payload: base });
    }
  }
  return out;
}
