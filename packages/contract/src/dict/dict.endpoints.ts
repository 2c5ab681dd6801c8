import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { pageOf } from '../common/pagination.js';
import { dictDetailMapQuerySchema, dictDetailQuerySchema, dictDetailSchema } from './dict.schemas.js';

// Choices are not secret: the public portal's filters read them too.
export const listDictDetails = defineEndpoint({
  method: 'GET',
  path: '/api/dictDetail',
  summary: '字典详情',
  description: 'The choices of one dictionary, by dictSort',
  access: 'public',
  query: dictDetailQuerySchema,
  responses: { 200: pageOf(dictDetailSchema) },
});

export const mapDictDetails = defineEndpoint({
  method: 'GET',
  path: '/api/dictDetail/map',
  summary: '多个字典详情',
  description: 'The choices of several dictionaries at once',
  access: 'public',
  query: dictDetailMapQuerySchema,
  responses: { 200: z.record(z.string(), z.array(dictDetailSchema)) },
});
