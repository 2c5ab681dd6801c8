import { defineEndpoint } from '../common/endpoint.js';

export const getOpenApi = defineEndpoint({
  method: 'GET',
  path: '/api-docs/openapi.json',
  summary: 'API 文档（OpenAPI）',
  description: 'OpenAPI 3.1, generated from the contract: every endpoint, who may call it, its schemas',
  access: 'public',
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

export const docsEndpoints = { getOpenApi, getDocsPage };
