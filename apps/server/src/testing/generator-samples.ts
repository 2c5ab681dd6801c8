import type { GenConfig } from '@coalsim/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { bearer } from './auth-helpers.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/**
 * One realistic call per 代码生成 endpoint for the scans, on 字典 (sys_dict): one of the project's
 * own tables, small and without problems, so preview and download really generate.
 */
export async function generatorSamples(app: FastifyInstance, tokens: { admin: string }) {
  const admin = bearer(tokens.admin);
  const url = '/api/generator/sys_dict';
  const config = (
    await app.inject({ method: 'GET', url: `${url}/config`, headers: admin })
  ).json<GenConfig>();
  const { moduleName, label, apiPath, permissionPrefix } = config;
  const columns = config.columns.map(
    ({ columnName, label: l, listShow, formShow, queryShow, queryType, formType, dictName, notNull }) => ({
      columnName,
      label: l,
      listShow,
      formShow,
      queryShow,
      queryType,
      formType,
      dictName,
      notNull,
    }),
  );
  return {
    listGenTables: [{ method: 'GET', url: '/api/generator/tables?name=sys&page=0&size=10', headers: admin }],
    getGenConfig: [{ method: 'GET', url: `${url}/config`, headers: admin }],
    saveGenConfig: [
      {
        method: 'PUT',
        url: `${url}/config`,
        headers: admin,
        payload: { moduleName, label, apiPath, permissionPrefix, columns },
      },
    ],
    previewGen: [{ method: 'GET', url: `${url}/preview`, headers: admin }],
    downloadGen: [{ method: 'GET', url: `${url}/download`, headers: admin }],
  } satisfies Record<string, Sample[]>;
}
