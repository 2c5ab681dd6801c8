import type { endpoints } from '@coalsim/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';

import type { Database, Db } from '../db/database.js';
import { enterprise } from '../db/tables/account.table.js';
import { soft } from '../db/tables/soft.table.js';
import { news } from '../modules/news/news.table.js';
import { bearer } from './auth-helpers.js';
import { domainSamples } from './domain-samples.js';
import { enterpriseIdOf, registerVerifiedEnterprise } from './enterprise-helpers.js';
import { creditCode } from './fuzz-values.js';
import { generatorSamples } from './generator-samples.js';
import { openApiFuzzTargets, type Signer } from './open-api-fuzz-targets.js';
import { tenantRowsOf } from './ownership-cases.js';
import { demoVendorKeys, HOUR } from './train-fixtures.js';

type EndpointName = keyof typeof endpoints;
type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;
type Targets = Partial<Record<EndpointName, FuzzTarget>>;

/** Where the fuzz aims one operation: real ids in the URL and the body, and who calls first. */
export interface FuzzTarget {
  /** The path with real ids, and a query that is valid as it stands. */
  url: string;
  /** Values laid over the sampled body: real ids, realistic text. */
  payload?: unknown;
  /** The caller the operation is meant for (Authorization header), when not the usual one. */
  caller?: string;
  /**
   * Fields made new for every call (names, usernames, 工号, codes), so that a first success does
   * not turn every later variant into a 409 before the checks behind it.
   */
  fresh?: string[];
  /** The open API: each variant signed as the software would sign it. */
  sign?: Signer;
}

export interface FuzzTokens {
  admin: string;
  enterprise: string;
  worker: string;
}

/**
 * A valid call per operation, on rows that exist and belong to the caller: the no-secrets scan's
 * realistic samples (which make what they delete or decide), adjusted where the fuzz needs more,
 * the calls that scan writes inline (sign-in, profile, portal, enterprise review), and the open
 * API signed with a real key. An operation missing here fails the fuzz, never passes it.
 */
export async function schemaFuzzTargets(
  app: FastifyInstance,
  database: Database,
  tokens: FuzzTokens,
): Promise<Targets> {
  const own = await enterpriseIdOf(app, tokens.enterprise);
  const samples = await realisticSamples(app, database.db, tokens);
  return {
    ...samples,
    ...(await sharpenedSamples(app, database, tokens.enterprise, own, samples)),
    ...accountTargets(),
    ...(await portalAndReviewTargets(app, database.db, tokens.enterprise, own)),
    ...(await openApiFuzzTargets(app, await demoVendorKeys(app, tokens.enterprise), tokens.worker)),
  };
}

/** The first call of each scan sample that has a JSON body (else its first call), as a target. */
async function realisticSamples(app: FastifyInstance, db: Db, tokens: FuzzTokens): Promise<Targets> {
  const all: Record<string, Sample[]> = {
    ...(await domainSamples(app, db, tokens)),
    ...(await generatorSamples(app, tokens)),
  };
  return Object.fromEntries(
    Object.entries(all).map(([name, calls]) => {
      const call = calls.find((c) => c.payload !== undefined && !Buffer.isBuffer(c.payload)) ?? calls[0]!;
      const caller = (call.headers as Record<string, string> | undefined)?.authorization;
      return [name, { url: call.url!, payload: call.payload, ...(caller ? { caller } : {}) }];
    }),
  );
}

/** Samples made to reach further: fresh unique fields, trainees and plans that exist. */
async function sharpenedSamples(
  app: FastifyInstance,
  { pool }: Database,
  token: string,
  own: number,
  samples: Targets,
): Promise<Targets> {
  const fresh = (name: EndpointName, fields: string[]) => ({ ...samples[name]!, fresh: fields });
  const withFields = (name: EndpointName, fields: object) => ({
    ...samples[name]!,
    payload: { ...(samples[name]!.payload as object), ...fields },
  });
  const mine = await tenantRowsOf(pool, own);
  const trainees = { deptIds: [mine.dept.id], jobIds: [mine.post.id], workerIds: [mine.worker.id] };
  const coveringPlan = await publishedPlanFor(app, token, samples.createTrainRecord!.payload);
  // The expert linked to the first member scores in putMyScore; the fuzz edits the other member,
  // so that a valid `userId: null` does not take the expert out of the team first.
  const [unlinked] = samples.deleteMembers!.payload as number[];
  return {
    createMenu: fresh('createMenu', ['title', 'componentName']),
    createDict: fresh('createDict', ['name']),
    createUser: fresh('createUser', ['username']),
    createRole: fresh('createRole', ['name']),
    createDept: fresh('createDept', ['name']),
    createPost: fresh('createPost', ['name']),
    createJob: fresh('createJob', ['jobName']),
    createWorker: {
      ...withFields('createWorker', { postId: mine.post.id }),
      fresh: ['employeeNo', 'idCard'],
    },
    createTrainPlan: withFields('createTrainPlan', trainees),
    updateTrainPlan: withFields('updateTrainPlan', trainees),
    createTrainRecord: withFields('createTrainRecord', { planId: coveringPlan }),
    updateTrainRecord: withFields('updateTrainRecord', { planId: coveringPlan }),
    updateMember: withFields('updateMember', { id: unlinked, userId: null }),
  };
}

/**
 * One's own account. The passwords are the demo accounts' real ones, so the variants reach the
 * checks behind them; no edge value is a valid new password or the old one, so none changes it.
 */
function accountTargets(): Targets {
  return {
    register: {
      url: '/auth/register',
      payload: {
        username: 'fuzzreg',
        password: 'fuzz2026pw',
        role: 2,
        nickName: '模糊测试',
        enterprise: { name: '模糊测试煤业', creditCode: creditCode(0) },
      },
      fresh: ['username', 'enterprise.creditCode'],
    },
    // A second enterprise's owner (portalAndReviewTargets): failed variants lock no demo account.
    login: { url: '/auth/login', payload: { username: 'fuzzother', password: 'other2026pw' } },
    editProfile: {
      url: '/auth/edit',
      payload: { nickName: '模糊测试', gender: '男', phone: '13800000000', email: 'fuzz@example.com' },
    },
    updatePassword: { url: '/api/users/updatePass', payload: { oldPass: '123456', newPass: 'fuzz2026pw' } },
    cancelAccount: { url: '/auth/logoutAccount', payload: { password: '123456' } },
    kickOnline: { url: '/auth/online', payload: ['999999'] },
    revokeMySession: { url: '/auth/sessions/999999' },
    getAvatar: { url: '/avatar/nothing.png' },
    getErrorStack: { url: '/api/logs/error/1' },
    getDemoFile: { url: '/file/demo/mining-1.svg' },
    getDemoSimulation: { url: '/demo/simulation?ticket=T%2B1%2F%3D' },
  };
}

/**
 * The portal's software and news, the back office's review of enterprises (a second, verified
 * one, and a pending one to verify), the demo enterprise's own profile and a 申请使用 of another
 * enterprise's software.
 */
async function portalAndReviewTargets(
  app: FastifyInstance,
  db: Db,
  token: string,
  own: number,
): Promise<Targets> {
  const other = await registerVerifiedEnterprise(app, {
    username: 'fuzzother',
    name: '模糊测试乙矿业',
    creditCode: creditCode(99_999_999),
  });
  const waiting = await registerPendingEnterprise(app, db);
  const company = await app.inject({ method: 'GET', url: '/api/center/company', headers: bearer(token) });
  const profile = company.json<Record<string, unknown>>();
  const editable = ['name', 'creditCode', 'type', 'province', 'city', 'address', 'contact', 'phone'];
  const companyBody = Object.fromEntries([...editable, 'introduction'].map((k) => [k, profile[k]]));
  const published = eq(soft.status, 'published');
  const [listed] = await db.select({ id: soft.id }).from(soft).where(published).limit(1);
  const [foreign] = await db
    .select({ id: soft.id })
    .from(soft)
    .where(and(published, ne(soft.enterpriseId, own)))
    .limit(1);
  const [article] = await db.select({ id: news.id }).from(news).where(eq(news.status, 'published')).limit(1);
  if (!listed || !foreign || !article) throw new Error('demo data lacks published software or news');
  return {
    getPortalSoft: { url: `/api/portal/soft/${listed.id}` },
    getOpenApiTag: { url: '/api-docs/openapi/enterprise' },
    likeSoft: { url: `/api/portal/soft/${listed.id}/like` },
    unlikeSoft: { url: `/api/portal/soft/${listed.id}/like` },
    collectSoft: { url: `/api/portal/soft/${listed.id}/collect` },
    uncollectSoft: { url: `/api/portal/soft/${listed.id}/collect` },
    getPortalNews: { url: `/api/portal/news/${article.id}` },
    getEnterprise: { url: `/api/enterprise/${other.id}` },
    verifyEnterprise: {
      url: `/api/enterprise/${waiting}/verify`,
      payload: { approved: true, reason: '资料齐全' },
    },
    setEnterpriseEnabled: { url: `/api/enterprise/${other.id}/enabled`, payload: { enabled: true } },
    updateCompany: {
      url: '/api/center/company',
      payload: { ...companyBody, updateTime: new Date(profile.updateTime as string).toISOString() },
    },
    requestGrant: { url: '/api/center/grant', payload: { softId: foreign.id } },
  };
}

async function registerPendingEnterprise(app: FastifyInstance, db: Db) {
  const name = '模糊测试待审煤业';
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      username: 'fuzzpending',
      password: 'pending2026pw',
      role: 2,
      enterprise: { name, creditCode: creditCode(99_999_998) },
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const [row] = await db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.name, name));
  return row!.id;
}

/** A published plan on the record's software with the record's worker among its trainees. */
async function publishedPlanFor(app: FastifyInstance, token: string, record: unknown) {
  const { workerId, softId } = record as { workerId: number; softId: number };
  const created = await app.inject({
    method: 'POST',
    url: '/api/train/plan',
    headers: bearer(token),
    payload: {
      name: '模糊测试覆盖计划',
      softId,
      startTime: Date.now() - 30 * 24 * HOUR,
      endTime: Date.now() + 30 * 24 * HOUR,
      requiredHours: 1,
      passScore: 60,
      workerIds: [workerId],
    },
  });
  if (created.statusCode !== 201) throw new Error(`plan failed: ${created.body}`);
  const { id } = created.json<{ id: number }>();
  const publish = { method: 'PUT' as const, url: `/api/train/plan/${id}/publish`, headers: bearer(token) };
  const published = await app.inject(publish);
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return id;
}
