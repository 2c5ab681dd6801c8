import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from 'vite';

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'antd';/g;
const SOURCE = /[\\/]src[\\/].*\.tsx?$/;

/** antd's index, read as its re-exports: each component's name and its folder (`Button` → `button`). */
export function antdComponentFolders(index = antdIndexFile()): Map<string, string> {
  const folders = new Map<string, string>();
  for (const [, name, folder] of readFileSync(index, 'utf8').matchAll(
    /export \{ default as (\w+) \} from '\.\/([\w-]+)';/g,
  ))
    folders.set(name!, folder!);
  return folders;
}

function antdIndexFile(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('antd/package.json')), 'es', 'index.js');
}

/**
 * `import { Button, Form } from 'antd'` becomes an import of each component's own module
 * (`antd/es/button`), as babel-plugin-import used to do. The built code is the same (the index
 * re-exports without side effects, and the bundler drops what is unused), but the module graph then
 * says which components a page uses instead of "all of antd": the build's shared chunks count the
 * pages that need each module (`shared-chunks.ts`), and through the index every page needed every
 * component. A name antd's index does not re-export from a folder fails the build. Type-only
 * names stay a type import. Written on one line, so that line numbers stay as in the source.
 */
export function antdImports(folders: Map<string, string> = antdComponentFolders()): Plugin {
  return {
    name: 'coalsim-antd-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || !code.includes("from 'antd'")) return null;
      return code.replace(BARREL_IMPORT, (_statement, names: string) => {
        const types: string[] = [];
        const imports = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .flatMap((name) => {
            if (name.startsWith('type ')) {
              types.push(name.slice(5).trim());
              return [];
            }
            const [component, local = component] = name.split(/\s+as\s+/) as [string, string?];
            const folder = folders.get(component);
            if (!folder)
              throw new Error(`antd-imports: antd's index exports no component ${component} (${id})`);
            return [`import ${local} from 'antd/es/${folder}';`];
          });
        if (types.length > 0) imports.push(`import type { ${types.join(', ')} } from 'antd';`);
        return imports.join(' ');
      });
    },
  };
}
