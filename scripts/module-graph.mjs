// What imports what, one level up from files: each file is counted as part of a node (a folder
// such as apps/server/src/modules/users) or left out. Only value imports are edges: `import type`
// is erased at build, and import-x/no-cycle does not count it either.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const isTypeOnly = (clause) =>
  clause.isTypeOnly ||
  (!clause.name &&
    clause.namedBindings !== undefined &&
    ts.isNamedImports(clause.namedBindings) &&
    clause.namedBindings.elements.length > 0 &&
    clause.namedBindings.elements.every((e) => e.isTypeOnly));

/** Relative specifiers a file imports for their values (static, re-export and `import()`), with lines. */
export function valueImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (literal) => {
    if (!literal.text.startsWith('.')) return;
    const line = source.getLineAndCharacterOfPosition(literal.getStart()).line + 1;
    found.push({ specifier: literal.text, line });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause || !isTypeOnly(node.importClause)) add(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      add(node.moduleSpecifier);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file an ESM specifier (`./x.js` for x.ts) names, if it is one of ours. */
function resolveSpecifier(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, path.join(base, 'index.ts')];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile());
}

/**
 * The graph of the source files under `root`: `nodeOf` names the node a file (its path from
 * `root`, with `/`) belongs to, or undefined to leave it out. Each edge lists the imports behind it.
 */
export function importGraph(root, nodeOf) {
  const graph = new Map();
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  for (const file of sourceFiles(root)) {
    const from = nodeOf(relative(file));
    if (from === undefined) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { specifier, line } of valueImports(file)) {
      const target = resolveSpecifier(file, specifier);
      const to = target?.startsWith(root + path.sep) ? nodeOf(relative(target)) : undefined;
      if (to === undefined || to === from) continue;
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(`${relative(file)}:${line} imports ${specifier}`);
    }
  }
  return graph;
}

/** The graph's cycles: strongly connected components of two nodes or more (Tarjan). */
export function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const connect = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

/** A cycle as lines to print: each edge inside it, with the imports that make it (three at most). */
export function describeCycle(graph, component) {
  const lines = [`{${component.join(', ')}}`];
  for (const from of component) {
    for (const [to, where] of graph.get(from) ?? []) {
      if (!component.includes(to)) continue;
      lines.push(`  ${from} → ${to}`);
      for (const w of where.slice(0, 3)) lines.push(`      ${w}`);
      if (where.length > 3) lines.push(`      … and ${where.length - 3} more`);
    }
  }
  return lines;
}
