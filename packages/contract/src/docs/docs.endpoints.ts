import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';

export const getOpenApi = defineEndpoint({
  method: 'GET',
  path: '/api-docs/openapi.json',
  summary: 'API 文档（OpenAPI）',
  description: 'OpenAPI 3.1, generated from the contract: every endpoint, who may call it, its schemas',
  access: 'public',
  responses: {},
});

/**
 * One module's part of the document (its tag's operations, the shared components), and `index`, the
 * list of modules: what the viewer loads, a module at a time, since the whole document took it
 * 15–24 s to render. The whole document above stays as it is.
 */
export const getOpenApiTag = defineEndpoint({
  method: 'GET',
  path: '/api-docs/openapi/:tag',
  summary: 'API 文档（按模块）',
  description: 'The OpenAPI document of one module (tag), or `index`: the modules with links to theirs',
  access: 'public',
  params: z.object({ tag: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/) }),
  responses: {},
});

export const getDocsPage = defineEndpoint({
  method: 'GET',
  path: '/doc.html',
  summary: 'API 文档页面',
  description: 'The bundled Swagger UI over /api-docs/openapi.json, with a field for a token',
  access: 'public',
  responses: {},
});

export const docsEndpoints = { getOpenApi, getOpenApiTag, getDocsPage };
