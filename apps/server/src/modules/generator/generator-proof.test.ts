import path from 'node:path';

import type { GenConfig } from '@coalsim/contract';
import type pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createMineSiteTable, mineSiteSettings } from '../../testing/generator-fixtures.js';
import {
  copyProject,
  readProjectFile,
  run,
  tail,
  writeFiles,
  type RunResult,
} from '../../testing/project-copy.js';
import { unzip } from '../../testing/unzip.js';
import { buildModel } from './gen-model.js';
import { ourTable } from './our-tables.js';
import { readTable } from './table-catalog.js';
import { applyWiring, wiringOf } from './templates/wiring.js';

/** The same PostgreSQL as this run, for the copy's own server tests (they make their own databases). */
function databaseUrl(admin: pg.ClientConfig): string {
  if (admin.connectionString) return admin.connectionString;
  const user = encodeURIComponent(String(admin.user ?? 'postgres'));
  const password = admin.password ? `:${encodeURIComponent(String(admin.password))}` : '';
  return `postgresql://${user}${password}@localhost:${admin.port ?? 5432}/postgres?host=${encodeURIComponent(String(admin.host))}`;
}

const bin = (root: string, file: string) => path.join(root, 'node_modules', file);

/**
 * The proof the issue asks for: generate a module for a table made by hand (with hostile
 * comments), drop the downloaded files into a copy of the project with the lines GENERATED.md
 * lists, generate its migration, and run the type-check of contract, server and web and the
 * generated tests there. Slow by nature (two type-checks, three Vitest runs): about a minute
 * and a half on two cores.
 */
describe('代码生成: the generated module type-checks and passes its tests in the project', async () => {
  const { app, db } = await buildTestApp({ seed: false });
  await createStaff(db, 'gendev', ['generator:list', 'generator:edit']);
  const developer = bearer(await signIn(app, 'gendev', 'staff2026pw'));
  await createMineSiteTable(db);

  it(
    'passes tsc --noEmit and the generated tests in a copy of the project',
    { timeout: 600_000 },
    async () => {
      const config = (
        await app.inject({ method: 'GET', url: '/api/generator/mine_site/config', headers: developer })
      ).json<GenConfig>();
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/generator/mine_site/config',
        headers: developer,
        payload: mineSiteSettings(config),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<GenConfig>().problems).toEqual([]);
      const download = await app.inject({
        method: 'GET',
        url: '/api/generator/mine_site/download',
        headers: developer,
      });
      expect(download.statusCode, download.body.slice(0, 500)).toBe(200);
      const files = await unzip(download.rawPayload);
      expect(files.map((f) => f.path)).toContain('apps/server/src/modules/mine/mine-site.table.ts');

      const root = await copyProject();
      await writeFiles(root, files);
      // The shared files' lines, exactly as GENERATED.md gives them.
      const model = buildModel(
        saved.json<GenConfig>(),
        await readTable(db, 'mine_site'),
        ourTable('mine_site'),
      );
      const originals = new Map<string, string>();
      for (const edit of wiringOf(model)) originals.set(edit.path, await readProjectFile(root, edit.path));
      const wired = applyWiring((p) => originals.get(p)!, wiringOf(model));
      await writeFiles(
        root,
        [...wired].map(([p, content]) => ({ path: p, content })),
      );

      const steps: [string, RunResult][] = [];
      const step = async (name: string, result: Promise<RunResult>) => {
        const done = await result;
        steps.push([name, done]);
        expect(done.code, `${name} failed:\n${tail(done.output)}`).toBe(0);
        return done;
      };
      const server = path.join(root, 'apps/server');
      await step(
        'drizzle-kit generate',
        run(server, process.execPath, [bin(root, 'drizzle-kit/bin.cjs'), 'generate', '--name', 'mine_site']),
      );
      // The copy's node_modules are links into the repository's: without preserveSymlinks, tsc would
      // see the packages at their real place, outside the copy, and refuse to name their types there.
      const tsc = (project: string) =>
        run(root, process.execPath, [
          bin(root, 'typescript/bin/tsc'),
          '-p',
          project,
          '--noEmit',
          '--preserveSymlinks',
        ]);
      await step('tsc contract', tsc('packages/contract/tsconfig.test.json'));
      // Server and web at once: each is one process, and most of the time of the whole proof.
      await Promise.all([
        step('tsc server', tsc('apps/server/tsconfig.test.json')),
        step('tsc web', tsc('apps/web/tsconfig.json')),
      ]);
      // House style: the project's lint rules (import order, layers, names) and its formatting.
    const generated = files.filter((f) => /\.tsx?$/.test(f.path)).map((f) => f.path);
    await step('eslint', run(root, process.execPath, [bin(root, 'eslint/bin/eslint.js'), '--max-warnings=0', ...generated]));
    await step('prettier', run(root, process.execPath, [bin(root, 'prettier/bin/prettier.cjs'), '--check', ...generated]));
    const vitest = bin(root, 'vitest/vitest.mjs');
      const contractTests = await step(
        'vitest contract',
        run(path.join(root, 'packages/contract'), process.execPath, [vitest, 'run', 'src/mine']),
      );
      const serverTests = await step(
        'vitest server',
        run(server, process.execPath, [vitest, 'run', 'src/modules/mine'], {
          COALSIM_TEST_PG: 'external',
          TEST_DATABASE_URL: databaseUrl(inject('testPostgres').admin),
        }),
      );
      const webTests = await step(
        'vitest web',
        run(path.join(root, 'apps/web'), process.execPath, [vitest, 'run', 'src/features/mine']),
      );
      for (const tests of [contractTests, serverTests, webTests]) {
        expect(tests.output).toMatch(/Tests\s+\d+ passed \(\d+\)/);
        expect(tests.output).not.toMatch(/\d+ (failed|skipped)/);
      }
      console.info([contractTests, serverTests, webTests].map((t) => tail(t.output, 12)).join('\n'));
      console.info(steps.map(([name, r]) => `${name}: ${(r.ms / 1000).toFixed(1)} s`).join(', '));
    },
  );
});
