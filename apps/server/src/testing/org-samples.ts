import { and, eq, type AnyColumn } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';

import type { Db } from '../db/database.js';
import { enterprise } from '../db/tables/account.table.js';
import { entDept, entJob, entWorker } from '../modules/org/org.table.js';
import { bearer } from './auth-helpers.js';
import { multipartBody, TINY_PNG } from './multipart.js';
import { workerSheetSample } from './worker-sheet-sample.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/**
 * One realistic call per 企业中心 organisation endpoint (departments, posts, staff, logo, and the
 * back office's read-only views) for the no-secrets scan, against the demo enterprise's data.
 */
export async function orgSamples(db: Db, tokens: { admin: string; enterprise: string }) {
  const [company] = await db.select().from(enterprise).where(eq(enterprise.name, '示例煤业集团'));
  if (!company) throw new Error('demo data has no 示例煤业集团');
  const own = (t: { enterpriseId: AnyColumn }) => eq(t.enterpriseId, company.id);
  const [office] = await db
    .select()
    .from(entDept)
    .where(and(own(entDept), eq(entDept.name, '综合办公室')));
  const [production] = await db
    .select()
    .from(entDept)
    .where(and(own(entDept), eq(entDept.name, '生产部')));
  const [post] = await db
    .select()
    .from(entJob)
    .where(and(own(entJob), eq(entJob.name, '调度员')));
  const [worker] = await db
    .select()
    .from(entWorker)
    .where(and(own(entWorker), eq(entWorker.employeeNo, 'CM0002')));
  const [opened] = await db
    .select()
    .from(entWorker)
    .where(and(own(entWorker), eq(entWorker.employeeNo, 'CM0003')));
  if (!office || !production || !post || !worker || !opened) throw new Error('demo organisation missing');
  // What the deletes take, made here: each removes a row that exists (the access matrix wants 2xx).
  const enterpriseId = company.id;
  const [doomedDept] = await db.insert(entDept).values({ enterpriseId, name: '扫描待删部门' }).returning();
  const [doomedPost] = await db.insert(entJob).values({ enterpriseId, name: '扫描待删岗位' }).returning();
  const [doomedWorker] = await db
    .insert(entWorker)
    .values({ enterpriseId, employeeNo: 'SCANDEL', name: '待删员工', phone: '13500000000' })
    .returning();
  const ent = bearer(tokens.enterprise);
  const admin = bearer(tokens.admin);
  const logo = multipartBody([{ name: 'file', filename: 'logo.png', type: 'image/png', content: TINY_PNG }]);
  const sheet = multipartBody([{ name: 'file', filename: '员工.xlsx', content: await workerSheetSample() }]);

  return {
    listDepts: [{ method: 'GET', url: '/api/center/dept?name=综采', headers: ent }],
    createDept: [
      {
        method: 'POST',
        url: '/api/center/dept',
        headers: ent,
        payload: { name: '扫描部门', pid: production.id },
      },
    ],
    updateDept: [
      {
        method: 'PUT',
        url: '/api/center/dept',
        headers: ent,
        payload: {
          id: office.id,
          name: '综合办公室',
          pid: null,
          sort: 3,
          updateTime: office.updateTime.toISOString(),
        },
      },
    ],
    deleteDepts: [{ method: 'DELETE', url: '/api/center/dept', headers: ent, payload: [doomedDept!.id] }],
    listPosts: [{ method: 'GET', url: '/api/center/job?blurry=员&enabled=true', headers: ent }],
    downloadPosts: [{ method: 'GET', url: '/api/center/job/download', headers: ent }],
    createPost: [{ method: 'POST', url: '/api/center/job', headers: ent, payload: { name: '扫描岗位' } }],
    updatePost: [
      {
        method: 'PUT',
        url: '/api/center/job',
        headers: ent,
        payload: { id: post.id, name: '调度员', sort: 8, updateTime: post.updateTime.toISOString() },
      },
    ],
    deletePosts: [{ method: 'DELETE', url: '/api/center/job', headers: ent, payload: [doomedPost!.id] }],
    listWorkers: [
      {
        method: 'GET',
        url: `/api/center/worker?blurry=13&deptId=${production.id}&status=active`,
        headers: ent,
      },
    ],
    downloadWorkers: [{ method: 'GET', url: '/api/center/worker/download', headers: ent }],
    getWorker: [{ method: 'GET', url: `/api/center/worker/${worker.id}`, headers: ent }],
    createWorker: [
      {
        method: 'POST',
        url: '/api/center/worker',
        headers: ent,
        payload: { employeeNo: 'SCAN01', name: '扫描员工', phone: '13512345678', deptId: office.id },
      },
    ],
    updateWorker: [
      {
        method: 'PUT',
        url: '/api/center/worker',
        headers: ent,
        payload: {
          id: worker.id,
          employeeNo: worker.employeeNo,
          name: worker.name,
          phone: worker.phone,
          deptId: worker.deptId,
          postId: worker.jobId,
          hiredOn: worker.hiredOn,
          updateTime: worker.updateTime.toISOString(),
        },
      },
    ],
    deleteWorkers: [
      { method: 'DELETE', url: '/api/center/worker', headers: ent, payload: [doomedWorker!.id] },
    ],
    // Answers the generated password once: intended output, not a leak (the scan looks for
    // `"password"` and hashes, not `initialPassword`).
    openWorkerAccount: [
      { method: 'POST', url: `/api/center/worker/${opened.id}/account`, headers: ent, payload: {} },
    ],
    getWorkerTemplate: [{ method: 'GET', url: '/api/center/worker/template', headers: ent }],
    // A real sheet's dry run first (its rows), then a picture's refusal and the commit's refusal
    // with the sheet's bad row.
    importWorkers: (
      [
        ['true', sheet],
        ['true', logo],
        ['false', sheet],
      ] as const
    ).map(([dryRun, form]) => ({
      method: 'POST' as const,
      url: `/api/center/worker/import?dryRun=${dryRun}`,
      headers: { ...ent, ...form.headers },
      payload: form.payload,
    })),
    uploadCompanyLogo: [
      {
        method: 'POST',
        url: '/api/center/company/logo',
        headers: { ...ent, ...logo.headers },
        payload: logo.payload,
      },
    ],
    listEnterpriseDepts: [{ method: 'GET', url: `/api/enterprise/${company.id}/depts`, headers: admin }],
    listEnterpriseWorkers: [
      { method: 'GET', url: `/api/enterprise/${company.id}/workers?blurry=李`, headers: admin },
    ],
  } satisfies Record<string, Sample[]>;
}
