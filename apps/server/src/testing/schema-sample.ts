import type { z } from 'zod';

type Def = {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * A plain value of the schema's shape: every field present, strings `'a'`, numbers 1, the first
 * literal or enum value. Not always valid (refinements are ignored) but close enough that a
 * generic test can change one position of it and reach the checks behind the others.
 */
export function sampleOf(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 'a';
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return sampleOf(def.innerType);
    case 'pipe':
      return sampleOf(def.in);
    case 'union':
      return sampleOf(def.options?.[0]);
    case 'array':
      return [sampleOf(def.element)];
    case 'record':
      return { a: sampleOf(def.valueType) };
    case 'object': {
      const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
      return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, sampleOf(v)]));
    }
    default:
      return null;
  }
}

/** The paths (keys joined by dots) of every string leaf in a sample value. */
export function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}
