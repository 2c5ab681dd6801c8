import path from 'node:path';

import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** The chunks that `modules` (lazy route modules, relative to `root`) load, their own included. */
export function chunkClosure(
  bundle: OutputBundle,
  root: string,
  modules: readonly string[],
): Rolldown.OutputChunk[] {
  const wanted = new Set(modules.map((m) => path.join(root, m)));
  const found: Rolldown.OutputChunk[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    found.push(chunk);
    chunk.imports.forEach(visit);
  };
  // A route module is a chunk's facade, or part of a chunk group (the portal's): either way, the
  // one chunk that holds it.
  for (const id of wanted) {
    const home = Object.entries(bundle).find(
      ([, chunk]) => chunk.type === 'chunk' && chunk.moduleIds.includes(id),
    );
    if (!home) throw new Error(`chunk-closure: no chunk holds ${path.relative(root, id)}`);
    visit(home[0]);
  }
  return found;
}
