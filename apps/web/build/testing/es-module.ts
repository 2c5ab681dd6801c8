import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { parseAst } from 'vite';

type Node = { type: string; [key: string]: unknown };

const require = createRequire(import.meta.url);

/** A file of an installed package, by the package's name and a path inside it. */
export function packageFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

function parse(file: string): Node {
  return parseAst(readFileSync(file, 'utf8'), { lang: 'js' }) as unknown as Node;
}

/** Every node of the tree, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  if (typeof n.type === 'string') yield n;
  for (const [key, value] of Object.entries(n)) if (key !== 'type') yield* walk(value);
}

const nameOf = (node: Node) => String(node.type === 'Identifier' ? node.name : node.value);

/** The names an ES module exports (`default` included); `*` stands for an `export *`. */
export function exportNames(file: string): Set<string> {
  const names = new Set<string>();
  for (const node of (parse(file).body as Node[]) ?? []) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    if (node.type === 'ExportAllDeclaration') names.add(node.exported ? nameOf(node.exported as Node) : '*');
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const spec of (node.specifiers as Node[]) ?? []) names.add(nameOf(spec.exported as Node));
    const declaration = node.declaration as Node | null;
    if (!declaration) continue;
    if (declaration.id) names.add(nameOf(declaration.id as Node));
    for (const d of (declaration.declarations as Node[]) ?? []) names.add(nameOf(d.id as Node));
  }
  return names;
}

/**
 * What `file` takes from its import of `source`: the names it imports (`default` for a default
 * import) and, for a namespace import, every property it reads from the namespace. Empty when the
 * file no longer imports `source`.
 */
export function importedNames(file: string, source: string): Set<string> {
  const program = parse(file);
  const names = new Set<string>();
  const namespaces = new Set<string>();
  for (const node of (program.body as Node[]) ?? []) {
    if (node.type !== 'ImportDeclaration' || (node.source as Node).value !== source) continue;
    for (const spec of node.specifiers as Node[]) {
      if (spec.type === 'ImportDefaultSpecifier') names.add('default');
      else if (spec.type === 'ImportNamespaceSpecifier') namespaces.add(nameOf(spec.local as Node));
      else names.add(nameOf(spec.imported as Node));
    }
  }
  for (const node of walk(program)) {
    if (node.type !== 'MemberExpression') continue;
    const object = node.object as Node;
    if (object.type === 'Identifier' && namespaces.has(String(object.name)) && !node.computed)
      names.add(nameOf(node.property as Node));
  }
  return names;
}

/** The property names of the props object `file` passes to `React.createElement(component, {…})`. */
export function propsPassedTo(file: string, component: string): Set<string> {
  const names = new Set<string>();
  for (const node of walk(parse(file))) {
    if (node.type !== 'CallExpression') continue;
    const [first, props] = node.arguments as Node[];
    if (first?.type !== 'Identifier' || first.name !== component || props?.type !== 'ObjectExpression')
      continue;
    for (const prop of props.properties as Node[])
      if (prop.type === 'Property') names.add(nameOf(prop.key as Node));
  }
  return names;
}
