import { apiErrorSchema, type Endpoint, type EndpointAccess } from '@coalsim/contract';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { TAG_ORDER, tagOf } from './openapi-tags.js';

/** Who may call, in words, for the operation's description. */
function accessText(access: EndpointAccess): string {
  if (access === 'public') return '公开，无需登录';
  if (access === 'signed-in') return '登录用户';
  if (access === 'staff') return '平台人员';
  if (access === 'staff-or-enterprise') return '平台人员或企业用户';
  if (access === 'worker') return '企业员工账号';
  if (access === 'app') return '接入软件（应用密钥签名，无需登录）';
  if (access === 'device') return '设备代理（Authorization: Device <设备密钥>，无需登录）';
  if ('permissions' in access)
    return `平台人员，权限：${access.permissions.join(access.every ? ' 和 ' : ' 或 ')}`;
  return access.enterprise === 'verified' ? '已认证的企业用户' : '企业用户';
}

const errorJson = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' });

/**
 * The document: OpenAPI 3.1 from the contract. Each operation gets its summary and description,
 * who may call it (in words and as `x-access`), the bearer scheme unless it is public, a tag per
 * area, and the error shape for every failure status; routes outside the contract (the SPA's files,
 * the viewer's own assets) are left out.
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'CoalSim API · 煤炭虚拟仿真空间',
      version: '1',
      description:
        '错误统一为 `{ status, message, timestamp }`（校验错误另有 `fieldErrors`）。' +
        '需要登录的接口在请求头 `Authorization` 中原样带上登录接口返回的 `token`。',
    },
    tags: TAG_ORDER.map((name) => ({ name })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: '登录接口返回的 token 去掉开头的认证类型后的部分',
        },
      },
    },
  },
  transform: (input) => {
    const endpoint = (input.route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
    if (!endpoint) return { schema: { ...input.schema, hide: true }, url: input.url };
    const { schema, url } = jsonSchemaTransform(input);
    const failures = Object.fromEntries(
      ['400', '401', '403', '404', '409', '429', '500'].map((code) => [
        code,
        { description: '错误', ...errorJson },
      ]),
    );
    return {
      url,
      schema: {
        ...schema,
        summary: endpoint.summary,
        description: [endpoint.description, `访问：${accessText(endpoint.access)}`]
          .filter(Boolean)
          .join('\n\n'),
        tags: [tagOf(endpoint.path)],
        'x-access': endpoint.access,
        ...(endpoint.access === 'public' || endpoint.access === 'app' || endpoint.access === 'device'
          ? {}
          : { security: [{ bearer: [] }] }),
        response: { ...failures, ...(schema.response as object | undefined) },
      },
    };
  },
};
