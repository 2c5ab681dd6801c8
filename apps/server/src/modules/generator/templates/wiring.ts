import { markdownText } from '../gen-literals.js';
import type { GenModel } from '../gen-model.js';
import { actionsOf, contractNames, lines, menuOf, pathsOf } from './code.js';

/**
 * The lines a generated module needs in the project's shared files (which the generator never
 * writes itself): each with the place it goes, so GENERATED.md can say it and the proof test can
 * apply it to a copy of the project exactly as written.
 */
export interface WiringEdit {
  path: string;
  /** Where, in words. */
  where: string;
  text: string;
  /** `start`: the top of the file; `end`: its end; else next to the line the anchors lead to. */
  at: 'start' | 'end' | { after: RegExp[] } | { before: RegExp };
}

const importLine = (name: string, from: string) => `import { ${name} } from '${from}';`;

export function wiringOf(m: GenModel): WiringEdit[] {
  const n = contractNames(m);
  const paths = pathsOf(m);
  const menu = menuOf(m);
  const fromServer = (path: string, base: string) => path.replace(base, '.').replace(/\.ts$/, '.js');
  const edits: WiringEdit[] = [
    {
      path: 'packages/contract/src/permissions.ts',
      where: 'in `permissions`',
      text: `  ${m.entity}: { ${actionsOf(m)
        .map(([action, permission]) => `${action}: '${permission}'`)
        .join(', ')} },`,
      at: { after: [/^export const permissions = \{$/] },
    },
    {
      path: 'packages/contract/src/endpoints.ts',
      where: 'with the imports',
      text: importLine(n.endpoints, fromServer(paths.contractEndpoints, 'packages/contract/src')),
      at: 'start',
    },
    {
      path: 'packages/contract/src/endpoints.ts',
      where: 'in `endpoints`',
      text: `  ...${n.endpoints},`,
      at: { after: [/^export const endpoints = \{$/] },
    },
    {
      path: 'packages/contract/src/index.ts',
      where: 'at the end',
      text: lines(
        `export * from '${fromServer(paths.contractSchemas, 'packages/contract/src')}';`,
        `export * from '${fromServer(paths.contractEndpoints, 'packages/contract/src')}';`,
      ),
      at: 'end',
    },
    {
      path: 'apps/server/src/app.ts',
      where: 'with the imports',
      text: importLine(`${m.entity}Routes`, fromServer(paths.routes, 'apps/server/src')),
      at: 'start',
    },
    {
      path: 'apps/server/src/app.ts',
      where: 'before `docsRoutes` is registered',
      text: `  await app.register(${m.entity}Routes);`,
      at: { before: /^\s*await app\.register\(docsRoutes\);$/ },
    },
    {
      path: 'apps/server/src/seed/reference-menu-tree.ts',
      where: 'with the imports',
      text: importLine(`${m.CONSTANT}_MENU`, fromServer(paths.menu, 'apps/server/src').replace('./', '../')),
      at: 'start',
    },
    {
      path: 'apps/server/src/seed/reference-menu-tree.ts',
      where: `in the children of ${menu.directory}`,
      text: `      ${m.CONSTANT}_MENU,`,
      at: { after: [new RegExp(`title: '${menu.directory}'`), /^\s*children: \[$/] },
    },
    {
      path: 'apps/server/src/testing/schema-fuzz-targets.ts',
      where: 'with the imports',
      text: importLine(`${m.entity}Samples`, `./${m.kebab}-samples.js`),
      at: 'start',
    },
    {
      path: 'apps/server/src/testing/schema-fuzz-targets.ts',
      where: 'in `realisticSamples`, after the generator’s samples',
      text: `    ...(await ${m.entity}Samples(app, tokens)),`,
      at: { after: [/generatorSamples\(app, tokens\)/] },
    },
    {
      path: 'apps/server/src/security/no-secrets.test.ts',
      where: 'with the imports',
      text: importLine(`${m.entity}Samples`, `../testing/${m.kebab}-samples.js`),
      at: 'start',
    },
    {
      path: 'apps/server/src/security/no-secrets.test.ts',
      where: 'in `samples`, after the generator’s samples',
      text: `    ...(await ${m.entity}Samples(app, { admin })),`,
      at: { after: [/generatorSamples\(app, \{ admin \}\)/] },
    },
    {
      path: 'apps/web/src/app/admin/page-registry.ts',
      where: 'in `pages`',
      text: lines(
        `  '${menu.component}': lazy(async () => ({`,
        `    default: (await import('../../features/${m.moduleName}/pages/${m.kebab}-page')).${m.Entity}Page,`,
        '  })),',
      ),
      at: { before: /^\} satisfies Record<string, Page>;$/ },
    },
  ];
  if (!m.ours) {
    edits.push({
      path: 'apps/server/src/schema.ts',
      where: 'at the end',
      text: `export { ${m.tableConst} } from '${fromServer(paths.table, 'apps/server/src')}';`,
      at: 'end',
    });
  }
  return edits;
}

/** Applies the edits to the files they name (a copy of the project); an anchor not found throws. */
export function applyWiring(read: (path: string) => string, edits: WiringEdit[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const edit of edits) {
    const text = out.get(edit.path) ?? read(edit.path);
    const rows = text.split('\n');
    if (edit.at === 'start') rows.unshift(edit.text);
    else if (edit.at === 'end')
      rows.splice(rows[rows.length - 1] === '' ? rows.length - 1 : rows.length, 0, edit.text);
    else if ('before' in edit.at) {
      const anchor = edit.at.before;
      const i = rows.findIndex((r) => anchor.test(r));
      if (i < 0) throw new Error(`${edit.path}: no line matches ${String(anchor)}`);
      rows.splice(i, 0, edit.text);
    } else {
      let i = -1;
      for (const anchor of edit.at.after) {
        const next = rows.findIndex((r, j) => j > i && anchor.test(r));
        if (next < 0) throw new Error(`${edit.path}: no line matches ${String(anchor)} after line ${i + 1}`);
        i = next;
      }
      rows.splice(i + 1, 0, edit.text);
    }
    out.set(edit.path, rows.join('\n'));
  }
  return out;
}

const OFFERS = {
  crud: 'list, search, 导出, 新增, 编辑 and 删除',
  edit: 'list, search, 导出, 编辑 and 删除 — no 新增',
  read: 'list, search and 导出 only — no 新增, 编辑 or 删除',
};

/** What the module offers, and each column or ability left out with what to change for it. */
function notesOf(m: GenModel): string[] {
  return [
    '## What the module does',
    '',
    `It offers ${OFFERS[m.mode]}.`,
    ...(m.notes.length
      ? [
          '',
          'Left out or limited (说明), each with what to change in the table for more:',
          '',
          ...m.notes.map((n) => `- ${markdownText(n, 400)}`),
        ]
      : []),
    '',
  ];
}

/** GENERATED.md: what was generated, the lines to add, the migration, and what to check. */
export function readme(m: GenModel, files: string[]): string {
  const edits = wiringOf(m);
  const menu = menuOf(m);
  return lines(
    `# ${markdownText(m.label)} (${m.table}): generated by 代码生成`,
    '',
    'Unzip at the root of the project: every file lands where this project keeps its kind (contract,',
    'server module, web feature, tests). Nothing was written on the server.',
    '',
    '## Files',
    '',
    ...files.map((f) => `- \`${f}\``),
    '',
    ...notesOf(m),
    '## Lines to add to shared files',
    '',
    'The generator never edits the project’s shared files; add these lines (each file keeps its',
    'imports sorted; `npx eslint --fix` sorts them):',
    '',
    ...edits.flatMap((e) => [
      `- \`${e.path}\`, ${e.where}:`,
      '',
      '  ```ts',
      ...e.text.split('\n').map((l) => `  ${l}`),
      '  ```',
      '',
    ]),
    m.ours
      ? `The table is already one of the project's (\`${m.tableConst}\` in apps/server/src/schema.ts): no table file and no migration.`
      : lines(
          '## The table',
          '',
          `\`${pathsOf(m).table}\` declares \`${m.table}\` as the database has it (columns, types, NOT NULL,`,
          'defaults, primary key, single-column unique constraints). Foreign keys, indexes, check',
          'constraints and multi-column constraints are not read: add them to the declaration if needed.',
          'Then generate its migration, so that every other installation and the tests get the table:',
          '',
          '```sh',
          `cd apps/server && npm run db:generate -- --name ${m.table}`,
          '```',
          '',
          'A database where the table was made by hand already has it: drop it there (or apply the',
          'migration by hand) before starting the server, which would otherwise stop on "already exists".',
        ),
    '',
    '## Then',
    '',
    `- The page is \`${menu.component}\` at \`${menu.url}\` under ${menu.directory}; the menu and its buttons`,
    '  are added on the next start, and roles that hold every menu (the super admin) get them. Other',
    `  roles get \`${m.entity}:${actionsOf(m)
      .map(([action]) => action)
      .join('|')}\` in 角色管理.`,
    '- `npm run build -w @coalsim/contract`, `npx tsc -p apps/server/tsconfig.test.json --noEmit`,',
    '  `npx tsc -p apps/web/tsconfig.json --noEmit`, then the generated tests.',
    '',
  );
}
