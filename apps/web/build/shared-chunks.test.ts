import path from 'node:path';

import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';
import { antdChunk, portalChunk, softDetailChunk, softDetailSharedChunk } from './closure-chunks.ts';
import { everyModule, pageCounts, sharedChunks, staticClosure } from './shared-chunks.ts';

const ROOT = '/app';
const at = (file: string) => path.join(ROOT, file);
const lib = (file: string) => at(`node_modules/${file}`);

const { home, login, soft, softDetail, register } = LANDING_PAGES;
const CENTER_A = 'src/features/center/pages/page-a.tsx';
const CENTER_B = 'src/features/center/pages/page-b.tsx';
const TRAIN_C = 'src/features/train/pages/page-c.tsx';
const PATHS = 'packages/contract/src/endpoint-paths.ts';
const SCHEMAS = 'packages/contract/src/device/device.schemas.ts';
const LABELS = 'packages/contract/src/device/device.constants.ts';
const INDEX = 'packages/contract/src/index.ts';

/** A module graph in miniature: the entry, the landing pages, three signed-in pages and what they import. */
const STATIC: Record<string, string[]> = {
  'src/main.tsx': ['src/lib/api.ts', lib('react/index.js')],
  'src/app/antd-route.tsx': [lib('antd/es/config-provider/index.js')],
  [home.routeModules[0]!]: ['src/components/brand.tsx'],
  [home.routeModules[1]!]: [lib('@ant-design/icons/es/icons/X.js'), 'src/lib/api.ts'],
  [login.routeModules[0]!]: ['src/components/brand.tsx'],
  [soft.routeModules[2]!]: [lib('antd/es/input/index.js'), 'src/components/page-banner.tsx'],
  [softDetail.routeModules[1]!]: ['src/features/soft/components/gallery.tsx', 'src/components/rich-text.tsx'],
  [register.routeModules[1]!]: [
    lib('antd/es/form/index.js'),
    lib('antd/es/input/index.js'),
    'src/lib/form-rules.ts',
  ],
  'src/features/news/pages/news-list-page.tsx': ['src/components/page-banner.tsx'],
  [CENTER_A]: [
    'src/features/center/components/password-form.tsx',
    lib('antd/es/table/index.js'),
    'src/components/list-table.tsx',
    'src/features/center/api/shared.ts',
    PATHS,
    LABELS,
  ],
  [CENTER_B]: [
    'src/features/center/components/password-form.tsx',
    lib('antd/es/table/index.js'),
    'src/components/list-table.tsx',
    'src/features/center/api/shared.ts',
    PATHS,
    SCHEMAS,
    'src/lib/schema-rules.ts',
    'src/components/status-tag.tsx',
  ],
  [TRAIN_C]: [
    PATHS,
    lib('antd/es/table/index.js'),
    'src/components/list-table.tsx',
    'src/components/rich-text.tsx',
    lib('echarts/index.js'),
    lib('antd/es/tree/index.js'),
    'src/lib/form-rules.ts',
    'src/lib/schema-rules.ts',
    'src/components/status-tag.tsx',
  ],
  'src/lib/schema-rules.ts': [INDEX],
  'src/features/center/components/password-form.tsx': ['src/lib/schema-rules.ts'],
  [INDEX]: [PATHS, LABELS, SCHEMAS],
  // Takes a label from the contract's index, which re-exports the schemas too.
  'src/components/status-tag.tsx': [INDEX],
  'src/components/list-table.tsx': [lib('antd/es/table/index.js')],
  [SCHEMAS]: [lib('zod/index.js'), LABELS],
};
const LAZY = [
  'src/app/antd-route.tsx',
  ...home.routeModules,
  ...login.routeModules,
  soft.routeModules[2]!,
  softDetail.routeModules[1]!,
  register.routeModules[1]!,
  'src/features/news/pages/news-list-page.tsx',
  CENTER_A,
  CENTER_B,
  TRAIN_C,
];

function context() {
  const abs = (id: string) => (id.startsWith('/') ? id : at(id));
  const ids = new Set([...Object.keys(STATIC), ...Object.values(STATIC).flat(), ...LAZY].map(abs));
  const info = new Map(
    [...ids].map((id) => [
      id,
      {
        id,
        importedIds: (STATIC[path.relative(ROOT, id)] ?? STATIC[id] ?? []).map(abs),
        dynamicallyImportedIds: id === at('src/main.tsx') ? LAZY.map(abs) : [],
        dynamicImporters: LAZY.map(abs).includes(id) ? [at('src/main.tsx')] : [],
      },
    ]),
  );
  return { getModuleInfo: (id: string) => info.get(id) ?? null, ids: [...ids] };
}

type Name = (id: string, ctx: unknown) => string | null;
const namesOf = (group: Rolldown.CodeSplittingGroup) => {
  const ctx = context();
  return Object.fromEntries(
    ctx.ids
      .map((id) => [path.relative(ROOT, id), (group.name as Name)(id, ctx)] as const)
      .filter(([, n]) => n),
  );
};

describe('the chunks the build draws from the module graph', () => {
  it('follows static imports for a closure, and dynamic ones too for every module', () => {
    const { getModuleInfo } = context();
    expect(
      [...staticClosure(getModuleInfo, [at(CENTER_A)])].map((id) => path.relative(ROOT, id)).sort(),
    ).toEqual(
      [
        CENTER_A,
        'node_modules/antd/es/table/index.js',
        'src/components/list-table.tsx',
        'src/features/center/api/shared.ts',
        PATHS,
        LABELS,
        'src/features/center/components/password-form.tsx',
        'src/lib/schema-rules.ts',
        INDEX,
        SCHEMAS,
        'node_modules/zod/index.js',
      ].sort(),
    );
    expect(everyModule(getModuleInfo, [at('src/main.tsx')])).toHaveLength(context().ids.length);
    const counts = pageCounts(getModuleInfo, context().ids);
    expect(counts.get(lib('antd/es/table/index.js'))).toBe(3);
    expect(counts.get(at('src/features/center/api/shared.ts'))).toBe(2);
  });

  it('shares what many pages need, keeps the light first visits and the rarely used libraries out', () => {
    expect(namesOf(sharedChunks(ROOT))).toEqual({
      // What the public pages and registration both load, what only the public pages load, what
      // only registration adds — whoever else needs it too (form-rules, a signed-in page's).
      'node_modules/antd/es/input/index.js': 'public-ui',
      'src/components/page-banner.tsx': 'portal-ui',
      'node_modules/antd/es/form/index.js': 'register-ui',
      'src/lib/form-rules.ts': 'register-ui',
      // Needed by three of the 14 lazily loaded modules: over the share.
      'node_modules/antd/es/table/index.js': 'app-ui',
      'src/components/list-table.tsx': 'app-shared',
      // The contract's modules without zod (endpoint paths, labels) apart from its schemas and
      // zod, which one page validates with.
      [PATHS]: 'contract-values',
      [LABELS]: 'contract-values',
      [INDEX]: 'contract-values',
      // Goes with the app's shared code though it imports the index: the build keeps only the
      // label it takes, no schema.
      'src/components/status-tag.tsx': 'app-shared',
      [SCHEMAS]: 'contract',
      'node_modules/zod/index.js': 'contract',
      // With the schemas, though two signed-in pages need it: in app-shared it would bring them and
      // zod to every page.
      'src/lib/schema-rules.ts': 'contract',
      // Two pages of one feature share it. (Not their password form: it validates with the schemas,
      // which the feature's shared chunk would bring to all its pages.)
      'src/features/center/api/shared.ts': 'center-shared',
      // Left out: what the entry, sign-in, home and a software's details load (their own chunks),
      // charts (a chunk of their own), the tree (one page), the pages themselves.
    });
  });

  it("draws antd's core, the portal and a software's details from what their pages import", () => {
    expect(namesOf(antdChunk(ROOT))).toEqual({
      'src/app/antd-route.tsx': 'antd',
      'node_modules/antd/es/config-provider/index.js': 'antd',
    });
    expect(namesOf(portalChunk(ROOT))).toEqual({
      [home.routeModules[0]!]: 'portal',
      [home.routeModules[1]!]: 'portal',
      'node_modules/@ant-design/icons/es/icons/X.js': 'portal',
    });
    expect(namesOf(softDetailChunk(ROOT))).toEqual({
      [softDetail.routeModules[1]!]: 'soft-detail',
      'src/features/soft/components/gallery.tsx': 'soft-detail',
    });
    expect(namesOf(softDetailSharedChunk(ROOT))).toEqual({
      'src/components/rich-text.tsx': 'soft-detail-shared',
    });
  });
});
