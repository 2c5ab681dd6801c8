import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { GenConfig, GenPreview } from '@coalsim/contract';
import type * as Prettier from 'prettier';
import { describe, expect, it, vi } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createMineSiteTable, mineSiteSettings } from '../../testing/generator-fixtures.js';
import { AccountQueue } from './account-queue.js';
import { Formatter } from './formatter.js';

// Prettier is unusable on the main thread here: previews that work show the formatting runs in
// the formatter's worker thread (which loads the real Prettier itself), not on the event loop.
vi.mock('prettier', () => ({
  format: () => {
    throw new Error('Prettier ran on the main thread');
  },
}));

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Waits for a condition: generous, since a loaded machine may take seconds to get there. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 20_000, interval: 10 });

/** A promise and the function that settles it, for holding a step until the test lets it go. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

describe('代码生成: formatting off the event loop, one generation at a time per account', async () => {
  const { app, db } = await buildTestApp({ seed: false });
  const first = await createStaff(db, 'genfmt', ['generator:list', 'generator:edit']);
  const second = await createStaff(db, 'genfmt2', ['generator:list']);
  const owner = bearer(await signIn(app, 'genfmt', 'staff2026pw'));
  const other = bearer(await signIn(app, 'genfmt2', 'staff2026pw'));
  await createMineSiteTable(db);
  const config = await app.inject({ method: 'GET', url: '/api/generator/mine_site/config', headers: owner });
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/generator/mine_site/config',
    headers: owner,
    payload: mineSiteSettings(config.json<GenConfig>()),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const preview = (headers = owner) =>
    app.inject({ method: 'GET', url: '/api/generator/mine_site/preview', headers });

  it('formats in a worker thread, exactly as the project’s Prettier settings do', async () => {
    const res = await preview();
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const { files } = res.json<GenPreview>();
    const prettier = await vi.importActual<typeof Prettier>('prettier');
    for (const file of files) {
      const at = path.join(ROOT, file.path);
      const options = await prettier.resolveConfig(at);
      expect(options, 'the root .prettierrc').toMatchObject({ singleQuote: true, printWidth: 110 });
      expect(await prettier.format(file.content, { ...options, filepath: at }), file.path).toBe(file.content);
    }
  });

  it('runs a second preview of the account after the first, others’ at once, a fourth 429', async () => {
    const hold = gate();
    const entered: number[] = [];
    const format = Formatter.prototype.format;
    const formatting = vi.spyOn(Formatter.prototype, 'format').mockImplementation(async function (
      this: Formatter,
      ...args
    ) {
      entered.push(entered.length);
      await hold.closed;
      return format.apply(this, args);
    });
    const run = vi.spyOn(AccountQueue.prototype, 'run');
    try {
      const a1 = preview();
      await until(() => expect(entered).toHaveLength(1));
      const queue = run.mock.contexts[0] as AccountQueue;
      const a2 = preview();
      await until(() => expect(queue.state(String(first.userId))).toEqual({ running: 1, waiting: 1 }));
      // Another account is not held up by this one's queue: it reaches the formatter meanwhile.
      const b1 = preview(other);
      await until(() => expect(entered).toHaveLength(2));
      expect(queue.state(String(second.userId))).toEqual({ running: 1, waiting: 0 });
      const a3 = preview();
      await until(() => expect(queue.state(String(first.userId))).toEqual({ running: 1, waiting: 2 }));
      const a4 = await preview();
      expect(a4.statusCode).toBe(429);
      expect(a4.json<{ message: string }>().message).toContain('请等它们完成后再试');
      expect(entered).toHaveLength(2);

      hold.open();
      const answers = await Promise.all([a1, a2, a3, b1]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const bodies = new Set(answers.map((r) => r.body));
      expect(bodies.size).toBe(1);
      expect(queue.state(String(first.userId))).toEqual({ running: 0, waiting: 0 });
    } finally {
      hold.open();
      formatting.mockRestore();
      run.mockRestore();
    }
  });
});

describe('the formatter thread', () => {
  it('names the file Prettier cannot parse, and starts a new thread after it was closed', async () => {
    const formatter = new Formatter();
    try {
      await expect(formatter.format([{ path: 'a.ts', content: 'const a = ;' }], {})).rejects.toThrow(
        /generated a\.ts does not parse/,
      );
      expect(await formatter.format([{ path: 'b.ts', content: 'const  b =1' }], {})).toEqual([
        'const b = 1;\n',
      ]);
      await formatter.close();
      expect(await formatter.format([{ path: 'c.md', content: '# c' }], {})).toEqual(['# c\n']);
    } finally {
      await formatter.close();
    }
  });

  it('an account’s failed task frees its turn for the next', async () => {
    const queue = new AccountQueue(2, () => 'too many');
    const failed = queue.run('1', () => Promise.reject(new Error('no')));
    const next = queue.run('1', () => Promise.resolve('ok'));
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('ok');
    expect(queue.state('1')).toEqual({ running: 0, waiting: 0 });
  });
});
