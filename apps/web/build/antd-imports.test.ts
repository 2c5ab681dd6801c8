import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { antdComponentFolders, antdImports } from './antd-imports.ts';
import { exportNames, packageFile } from './testing/es-module.ts';

type Transform = (this: unknown, code: string, id: string) => string | null;
const folders = antdComponentFolders();
const run = (code: string, id = '/app/src/features/x/page.tsx') =>
  (antdImports(folders).transform as unknown as Transform).call({}, code, id);

const SRC = fileURLToPath(new URL('../src', import.meta.url));
function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}
/** Every antd component the app's code imports from antd's index. */
const usedComponents = () => {
  const used = new Set<string>();
  for (const file of sourceFiles(SRC))
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd';/g))
      for (const name of m[1]!.split(',').map((n) => n.trim()))
        if (name && !name.startsWith('type ')) used.add(name.split(/\s+as\s+/)[0]!);
  return used;
};

describe("antd-imports: an import of components from antd's index becomes one import per component", () => {
  it('rewrites names, aliases and several lines, on one line, and keeps type-only names a type import', () => {
    const code = [
      'import { Button, DatePicker as Picker,',
      "  type TableProps, QRCode } from 'antd';",
      'export {};',
    ].join('\n');
    expect(run(code)).toBe(
      [
        "import Button from 'antd/es/button'; import Picker from 'antd/es/date-picker'; " +
          "import QRCode from 'antd/es/qr-code'; import type { TableProps } from 'antd';",
        'export {};',
      ].join('\n'),
    );
  });

  it('leaves type imports, files outside src and other imports alone, and fails on a name antd lacks', () => {
    expect(run("import type { ThemeConfig } from 'antd';")).toBe("import type { ThemeConfig } from 'antd';");
    expect(run("import { Button } from 'antd';", '/app/node_modules/x/index.js')).toBeNull();
    expect(run("import App from 'antd/es/app';")).toBeNull();
    expect(() => run("import { NoSuchThing } from 'antd';")).toThrow(/exports no component NoSuchThing/);
  });

  it("reads antd's index: every component the app imports has a folder whose module exports it by default", () => {
    const used = usedComponents();
    expect(used.size).toBeGreaterThan(30);
    for (const name of used) {
      const folder = folders.get(name);
      expect(folder, name).toBeDefined();
      const file = packageFile('antd', `es/${folder}/index.js`);
      expect(existsSync(file), file).toBe(true);
      expect(exportNames(file), file).toContain('default');
    }
  });

  it("antd's static styles render every component the app imports", () => {
    const source = readFileSync(new URL('../src/app/prerender-components.tsx', import.meta.url), 'utf8');
    const rendered = new Set([...source.matchAll(/<([A-Z]\w*)[\s.>/]/g)].map((m) => m[1]!));
    // The provider and App wrap every render (AntdProvider); theme and Grid are no components.
    for (const around of ['App', 'ConfigProvider', 'theme', 'Grid']) rendered.add(around);
    expect([...usedComponents()].filter((name) => !rendered.has(name))).toEqual([]);
  });
});
