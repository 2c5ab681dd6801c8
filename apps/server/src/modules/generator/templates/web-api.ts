import { commentText } from '../gen-literals.js';
import type { GenModel } from '../gen-model.js';
import { changes, contractNames, creates, lines, str } from './code.js';
import { exportFileName } from './server-module.js';

type ApiPaths = Record<'apiList' | 'apiCreate' | 'apiUpdate' | 'apiDelete' | 'apiDownload', string>;

const byName = (names: string[]) =>
  [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

/** The client's endpoint files, one endpoint each (DESIGN §8.3): path → content. */
export function webApi(m: GenModel, paths: ApiPaths): Record<string, string> {
  const n = contractNames(m);
  const key = `${m.entity}QueryKey`;
  const queryType = `${m.Entity}ListQuery`;
  const listModule = `./get-${m.kebab}-list`;
  const label = commentText(m.label);
  const mutation = (verb: 'create' | 'update', endpoint: string, bodyType: string, why: string) =>
    lines(
      "import { endpoints } from '@coalsim/contract';",
      `import type { ${byName([m.Entity, bodyType]).join(', ')} } from '@coalsim/contract';`,
      "import { useMutation, useQueryClient } from '@tanstack/react-query';",
      '',
      "import { api } from '../../../lib/api-client';",
      "import { actionConfig } from '../../../lib/list-request';",
      `import { ${key} } from '${listModule}';`,
      '',
      why,
      `export function ${verb}${m.Entity}(body: ${bodyType}): Promise<${m.Entity}> {`,
      `  return api.${verb === 'create' ? 'post' : 'put'}<${m.Entity}>(endpoints.${endpoint}.path, body, actionConfig);`,
      '}',
      '',
      `export function use${verb === 'create' ? 'Create' : 'Update'}${m.Entity}() {`,
      '  const queryClient = useQueryClient();',
      '  return useMutation({',
      `    mutationFn: ${verb}${m.Entity},`,
      `    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${key} }),`,
      '  });',
      '}',
      '',
    );
  const files: Record<string, string> = {
    [paths.apiList]: lines(
      "import { endpoints } from '@coalsim/contract';",
      `import type { ${byName([m.Entity, n.querySchema, 'Page']).join(', ')} } from '@coalsim/contract';`,
      "import { keepPreviousData, useQuery } from '@tanstack/react-query';",
      "import type { z } from 'zod';",
      '',
      "import { getList } from '../../../lib/list-request';",
      '',
      `export type ${queryType} = z.input<typeof ${n.querySchema}>;`,
      '',
      `/** Every ${label} query starts with this key: writers invalidate it. */`,
      `export const ${key} = [${str(m.kebab)}] as const;`,
      '',
      `export function get${m.Entity}List(query: ${queryType}, signal?: AbortSignal): Promise<Page<${m.Entity}>> {`,
      `  return getList(endpoints.${n.list}.path, query, signal);`,
      '}',
      '',
      `/** ${label}: one page of the list, filtered and sorted as the URL says. */`,
      `export function use${m.Entity}List(query: ${queryType}) {`,
      '  return useQuery({',
      `    queryKey: [...${key}, query],`,
      `    queryFn: ({ signal }) => get${m.Entity}List(query, signal),`,
      '    placeholderData: keepPreviousData,',
      '  });',
      '}',
      '',
    ),
    [paths.apiDownload]: downloadFile(m, queryType, listModule),
  };
  if (creates(m)) files[paths.apiCreate] = mutation('create', n.create, n.createType, '');
  if (!changes(m)) return files;
  files[paths.apiUpdate] = mutation(
    'update',
    n.update,
    n.updateType,
    m.audit.updateTime ? "/** With the version read: someone else's save meanwhile answers 409. */" : '',
  );
  files[paths.apiDelete] = lines(
    "import { endpoints } from '@coalsim/contract';",
    "import { useMutation, useQueryClient } from '@tanstack/react-query';",
    '',
    "import { api } from '../../../lib/api-client';",
    "import { actionConfig } from '../../../lib/list-request';",
    `import { ${key} } from '${listModule}';`,
    '',
    `export function delete${m.Entity}(ids: number[]): Promise<unknown> {`,
    `  return api.delete(endpoints.${n.remove}.path, { ...actionConfig, data: ids });`,
    '}',
    '',
    `export function useDelete${m.Entity}() {`,
    '  const queryClient = useQueryClient();',
    '  return useMutation({',
    `    mutationFn: delete${m.Entity},`,
    `    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${key} }),`,
    '  });',
    '}',
    '',
  );
  return files;
}

function downloadFile(m: GenModel, queryType: string, listModule: string): string {
  const n = contractNames(m);
  return lines(
    "import { endpoints } from '@coalsim/contract';",
    "import { useMutation } from '@tanstack/react-query';",
    '',
    "import { downloadList } from '../../../lib/list-request';",
    `import type { ${queryType} } from '${listModule}';`,
    '',
    `export const ${m.CONSTANT}_FILE_NAME = ${str(exportFileName(m.label))};`,
    '',
    "/** The rows matching the list's filters and order, as an xlsx file. */",
    `export function download${m.Entity}List(query: Omit<${queryType}, 'page' | 'size'>): Promise<void> {`,
    `  return downloadList(endpoints.${n.download}.path, query, ${m.CONSTANT}_FILE_NAME);`,
    '}',
    '',
    `export function useDownload${m.Entity}List() {`,
    `  return useMutation({ mutationFn: download${m.Entity}List });`,
    '}',
    '',
  );
}
