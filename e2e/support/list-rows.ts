import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';

import { zipOf } from '../../apps/server/src/testing/sample-files';
import { apiSignIn, DEMO_PASSWORD } from './session';

async function created<T>(res: APIResponse): Promise<T> {
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

type Cleanup = () => Promise<unknown>;

/** A command waiting in the queue (no agent runs), so 指令记录 offers 取消; cancelled after. */
export async function queueCommand(request: APIRequestContext): Promise<Cleanup> {
  const owner = { Authorization: await apiSignIn(request, 'enterprise') };
  const devices = await request.get('/api/center/device?page=0&size=1', { headers: owner });
  const [device] = ((await devices.json()) as { content: { id: number }[] }).content;
  const { commands } = await created<{ commands: { id: number }[] }>(
    await request.post('/api/center/device-command', {
      headers: owner,
      data: { command: 'restart', deviceIds: [device!.id], args: {} },
    }),
  );
  return () => request.post(`/api/center/device-command/${commands[0]!.id}/cancel`, { headers: owner });
}

/**
 * The back office's rows the demo data does not have, whose cells are the widest of their lists:
 * a queued command (设备控制 › 指令's 取消), a backup (数据库备份's 耗时, 校验, 创建人 and its
 * links) and a deploy package (部署管理's 删除). Made through the API as their users would, and
 * removed by the function returned.
 */
export async function arrangeBackOfficeRows(request: APIRequestContext): Promise<Cleanup> {
  const cancel = await queueCommand(request);
  const admin = { Authorization: await apiSignIn(request, 'admin') };
  const backup = await created<{ id: number }>(
    await request.post('/api/database/backup', { headers: admin }),
  );
  // A software on sale now (packages are only for those): other tests take some off sale.
  const listed = await request.get('/api/portal/soft?page=0&size=1');
  const [soft] = ((await listed.json()) as { content: { id: number }[] }).content;
  const version = `8.${Date.now() % 100_000}.0`;
  const pkg = await created<{ id: number }>(
    await request.post('/api/deploy/upload', {
      headers: admin,
      multipart: {
        softId: String(soft!.id),
        version,
        description: '列表检查用的部署包',
        file: {
          name: `sim-${version}.zip`,
          mimeType: 'application/zip',
          buffer: zipOf({ 'sim.txt': version }),
        },
      },
    }),
  );
  return async () => {
    await cancel();
    await request.delete('/api/database/backup', {
      headers: admin,
      data: { ids: [backup.id], password: DEMO_PASSWORD },
    });
    await request.delete('/api/deploy', { headers: admin, data: [pkg.id] });
  };
}
