import { menuVoSchema } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { serializerCompiler } from './serializer.js';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('response serializer', () => {
  it('writes only the fields the contract declares', () => {
    const write = compile(z.object({ id: z.number(), nickName: z.string(), email: z.string().nullable() }));
    const row = { id: 1, nickName: '李明', email: null, passwordHash: '$argon2id$secret' };
    expect(JSON.parse(write(row))).toEqual({ id: 1, nickName: '李明', email: null });
  });

  it('handles the recursive menu tree, arrays and optional fields', () => {
    const write = compile(z.array(menuVoSchema));
    const tree = [
      {
        name: 'System',
        path: '/system',
        component: 'Layout',
        hidden: false,
        meta: { title: '系统管理', icon: 'system', noCache: true },
        children: [
          {
            name: 'User',
            path: 'user',
            component: 'system/user/index',
            hidden: false,
            meta: { title: '用户管理', icon: 'peoples', noCache: true },
            leaked: 1,
          },
        ],
      },
    ];
    const written = JSON.parse(write(tree));
    expect(written[0].children[0]).not.toHaveProperty('leaked');
    expect(written).toEqual(JSON.parse(JSON.stringify(menuVoSchema.array().parse(tree))));
  });

  it('leaves schemas JSON Schema cannot express to zod, which still checks them', () => {
    const write = compile(
      z.object({ code: z.custom<string>((v) => typeof v === 'string' && v.startsWith('C')) }),
    );
    expect(JSON.parse(write({ code: 'C-1', extra: true }))).toEqual({ code: 'C-1' });
    expect(() => write({ code: 'nope' })).toThrow();
  });
});
