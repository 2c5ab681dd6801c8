import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

import { iconImports } from './icon-imports.ts';
import { exportNames, packageFile } from './testing/es-module.ts';

type Transform = (this: unknown, code: string, id: string) => string | null;
const transform = (plugin: Plugin) => plugin.transform as unknown as Transform;
const run = (code: string, id = '/app/src/features/x/page.tsx') =>
  transform(iconImports()).call({}, code, id);

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name)) yield file;
  }
}

describe('icon-imports: an import of icons from the barrel becomes one import per icon module', () => {
  it('rewrites names, aliases and several lines, on one line', () => {
    const code = [
      'import { UserOutlined, LockOutlined as Lock,',
      "  SearchOutlined } from '@ant-design/icons';",
      "import { Button } from 'antd';",
      'export const x = 1;',
    ].join('\n');
    expect(run(code)).toBe(
      [
        "import UserOutlined from '@ant-design/icons/es/icons/UserOutlined'; " +
          "import Lock from '@ant-design/icons/es/icons/LockOutlined'; " +
          "import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';",
        "import { Button } from 'antd';",
        'export const x = 1;',
      ].join('\n'),
    );
  });

  it('leaves files outside src, files without the barrel and other packages alone', () => {
    const code = "import { UserOutlined } from '@ant-design/icons';";
    expect(run(code, '/app/node_modules/antd/es/button/Button.js')).toBeNull();
    expect(run("import { Button } from 'antd';")).toBeNull();
    expect(run("import Icon from '@ant-design/icons/es/components/Icon';")).toBeNull();
  });

  it('every icon the app imports from the barrel has the module it is rewritten to', () => {
    const icons = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const out = run(readFileSync(file, 'utf8'), file);
      for (const m of out?.matchAll(/from '@ant-design\/icons\/es\/icons\/(\w+)'/g) ?? []) icons.add(m[1]!);
    }
    // The app uses dozens; none may be missing after an update of the icon package.
    expect(icons.size).toBeGreaterThan(20);
    for (const icon of icons) {
      const file = packageFile('@ant-design/icons', `es/icons/${icon}.js`);
      expect(existsSync(file), file).toBe(true);
      expect(exportNames(file), file).toContain('default');
    }
  });
});
