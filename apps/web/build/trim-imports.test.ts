import { fileURLToPath } from 'node:url';

import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { exportNames, importedNames, packageFile, propsPassedTo } from './testing/es-module.ts';
import { antdButtonLoadingIcon, antdFormContext, axiosXhrOnly } from './trim-imports.ts';

const stub = (file: string) => fileURLToPath(new URL(`./stubs/${file}`, import.meta.url));

/**
 * Each substitution: the library module that imports (`importer`), the specifier it imports
 * (`source`), the module that specifier names today (`original`) and what the build puts there
 * instead (`replacement`). A library update that renames, moves or changes any of these must fail
 * here, not in production.
 */
const SUBSTITUTIONS = [
  {
    plugin: antdFormContext,
    importer: packageFile('antd', 'es/form/context.js'),
    source: '@rc-component/form',
    original: packageFile('@rc-component/form', 'es/index.js'),
    replacement: packageFile('@rc-component/form', 'es/FormContext.js'),
  },
  {
    plugin: axiosXhrOnly,
    importer: packageFile('axios', 'lib/adapters/adapters.js'),
    source: './fetch.js',
    original: packageFile('axios', 'lib/adapters/fetch.js'),
    replacement: stub('axios-fetch-adapter.js'),
  },
  {
    plugin: antdButtonLoadingIcon,
    importer: packageFile('antd', 'es/button/Button.js'),
    source: './DefaultLoadingIcon',
    original: packageFile('antd', 'es/button/DefaultLoadingIcon.js'),
    replacement: stub('antd-button-loading-icon.js'),
    // The stand-in renders the original, once the button has been loading.
    wraps: true,
  },
] as const;

type ResolveId = (this: unknown, id: string, from: string | undefined) => Promise<unknown>;
const resolveIdOf = (plugin: Plugin) => plugin.resolveId as unknown as ResolveId;

describe('trim-imports: one import of a library module answered by another', () => {
  for (const s of SUBSTITUTIONS) {
    const plugin = s.plugin();

    it(`${plugin.name}: answers ${s.source} from its importer only, and fails when the target is gone`, async () => {
      const asked: string[] = [];
      const context = (found: boolean) => ({
        resolve: (target: string) => {
          asked.push(target);
          return Promise.resolve(found ? { id: `/resolved/${target}` } : null);
        },
      });
      const resolveId = resolveIdOf(plugin);
      await expect(resolveId.call(context(true), s.source, s.importer)).resolves.toMatchObject({
        id: expect.stringMatching(/^\/resolved\//),
      });
      // The same specifier from any other module, another specifier, or an entry: left alone.
      await expect(resolveId.call(context(true), s.source, '/app/src/main.tsx')).resolves.toBeNull();
      await expect(resolveId.call(context(true), 'react', s.importer)).resolves.toBeNull();
      await expect(resolveId.call(context(true), s.source, undefined)).resolves.toBeNull();
      expect(asked).toHaveLength(1);
      await expect(resolveId.call(context(false), s.source, s.importer)).rejects.toThrow(/is gone/);
    });

    it(`${plugin.name}: the library still imports what the replacement exports`, () => {
      const taken = importedNames(s.importer, s.source);
      // Still imported there: otherwise the substitution would silently stop applying.
      expect(taken.size, `${s.importer} no longer imports ${s.source}`).toBeGreaterThan(0);
      const original = exportNames(s.original);
      const replacement = exportNames(s.replacement);
      for (const name of taken) {
        expect(original, `${s.original} exports ${name}`).toContain(name);
        expect(replacement, `${s.replacement} exports ${name}`).toContain(name);
      }
    });
  }

  it("antd's Button still passes the props its loading icon's stand-in reads", () => {
    const button = packageFile('antd', 'es/button/Button.js');
    for (const prop of ['loading', 'existIcon'])
      expect(propsPassedTo(button, 'DefaultLoadingIcon')).toContain(prop);
    // The stand-in renders antd's own icon, from the module it replaces.
    expect(
      importedNames(stub('antd-button-loading-icon.js'), 'antd/es/button/DefaultLoadingIcon.js'),
    ).toEqual(new Set(['default']));
  });

  it('in a build, the libraries load the replacements and never the originals', async () => {
    const logs: string[] = [];
    const result = (await build({
      configFile: false,
      root: fileURLToPath(new URL('..', import.meta.url)),
      logLevel: 'silent',
      mode: 'production',
      plugins: SUBSTITUTIONS.map((s) => s.plugin()),
      build: {
        write: false,
        minify: false,
        lib: {
          entry: fileURLToPath(new URL('./testing/trim-imports-fixture.js', import.meta.url)),
          formats: ['es'],
        },
        rolldownOptions: {
          external: ['react', 'react-dom', 'react/jsx-runtime'],
          onLog: (_level, log) => void logs.push(`${log.code}: ${log.message}`),
        },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const outputs = Array.isArray(result) ? result : [result];
    const modules = outputs.flatMap((o) => o.output).flatMap((f) => (f.type === 'chunk' ? f.moduleIds : []));
    for (const s of SUBSTITUTIONS) {
      expect(modules, s.replacement).toContain(s.replacement);
      if (!('wraps' in s)) expect(modules, s.original).not.toContain(s.original);
    }
    expect(logs.filter((l) => /MISSING_EXPORT|IMPORT_IS_UNDEFINED/.test(l))).toEqual([]);
  });
});
