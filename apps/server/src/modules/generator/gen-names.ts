/**
 * Names in generated code come from identifiers only: a table or column name that is not a plain
 * lower-case identifier is refused with a message, never "fixed" into something else.
 */

export const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

export const badColumnName = (name: string) =>
  `列名“${name.slice(0, 63)}”不是合法的标识符：代码生成只支持小写字母、数字和下划线组成、以字母开头的列名，请先重命名该列`;

/** `mine_site` → `mineSite`; `site_2` → `site2`. */
export function camelCase(snake: string): string {
  return snake.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/_+$/, '');
}

/** `mineSite` → `MineSite`. */
export const pascalCase = (camel: string) => camel.charAt(0).toUpperCase() + camel.slice(1);

/** `mineSite` → `mine-site` (file names, URL paths). */
export const kebabCase = (camel: string) => camel.replace(/([A-Z])/g, '-$1').toLowerCase();

/** `mineSite` → `MINE_SITE` (constants). */
export const constantCase = (camel: string) => kebabCase(camel).replaceAll('-', '_').toUpperCase();

/**
 * Words that cannot name a binding in TypeScript, properties an object literal treats specially,
 * and the names the generated files import or declare beside the entity: an entity (the
 * permission prefix) or a property named so would not compile or would shadow one of them.
 */
const RESERVED = new Set(
  [
    // ECMAScript and TypeScript reserved and contextual words
    'break case catch class const continue debugger default delete do else enum export extends false',
    'finally for function if import in instanceof new null return super switch this throw true try',
    'typeof var void while with implements interface let package private protected public static',
    'yield await async any boolean number string symbol object never unknown undefined type',
    'declare module namespace require of as is keyof readonly infer satisfies abstract',
    // special object-literal keys
    '__proto__ constructor prototype hasOwnProperty toString valueOf',
    // what the generated files import or declare
    'and asc count desc eq gte ilike inArray lte or sql db app api page size sort query body ids id',
    'endpoints permissions principal row rows columns table fields values schema z notFound conflict',
    'badRequest service sameVersion orderByOf withinRange escapeLike blurryMatch',
  ]
    .join(' ')
    .split(' '),
);

export function isReservedEntity(name: string): boolean {
  return RESERVED.has(name);
}

const SPECIAL_KEYS = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
]);

/** A property name an object literal or a drizzle table would not take as a plain field. */
export function isSpecialKey(name: string): boolean {
  return SPECIAL_KEYS.has(name) || name.startsWith('$') || name === 'enableRLS';
}

/** Query-string keys a list already uses: a searched column may not be named like them. */
export const PAGING_KEYS = new Set(['page', 'size', 'sort']);
