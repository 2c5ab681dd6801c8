import type { InjectOptions } from 'fastify';

import type { Db } from '../db/database.js';
import { enterprise } from '../db/tables/account.table.js';
import { soft } from '../db/tables/soft.table.js';
import { news } from '../modules/news/news.table.js';
import { bearer } from './auth-helpers.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

const newsFields = {
  title: '煤矿安全生产标准化新要求解读',
  category: 'policy',
  cover: null,
  summary: '解读新标准对井下作业培训的要求',
  content: '<p>新标准自明年起施行。<script>alert(1)</script></p>',
  author: '平台编辑部',
  status: 'published',
  publishedAt: null,
};

/**
 * One realistic call per 软件管理 and 资讯管理 endpoint for the no-secrets scan. The software
 * taken offline and back, and the news edited and deleted, are rows of their own, so the other
 * samples' demo data stays as it was.
 */
export async function contentSamples(db: Db, tokens: { admin: string }) {
  const headers = bearer(tokens.admin);
  const [vendor] = await db.select({ id: enterprise.id }).from(enterprise).limit(1);
  if (!vendor) throw new Error('demo data has no enterprise');
  const [listed] = await db
    .insert(soft)
    .values({
      enterpriseId: vendor.id,
      name: '扫描用仿真软件',
      category: 'mining',
      summary: '无密钥扫描样例',
      description: '<p>样例</p>',
      version: '1.0.0',
      status: 'published',
      publishedAt: new Date(),
    })
    .returning({ id: soft.id });
  const [edited, doomed] = await db
    .insert(news)
    .values(
      ['扫描用资讯（修改）', '扫描用资讯（删除）'].map((title) => ({
        ...newsFields,
        title,
        content: '<p>样例</p>',
        status: 'draft',
      })),
    )
    .returning({ id: news.id, updateTime: news.updateTime });

  return {
    listAdminSoft: [
      { method: 'GET', url: '/api/soft?blurry=仿真&status=published&everPublished=true', headers },
    ],
    downloadAdminSoft: [{ method: 'GET', url: `/api/soft/download?enterpriseId=${vendor.id}`, headers }],
    getAdminSoft: [{ method: 'GET', url: `/api/soft/${listed!.id}`, headers }],
    takeSoftOffline: [
      { method: 'PUT', url: `/api/soft/${listed!.id}/offline`, headers, payload: { reason: '内容待更新' } },
    ],
    bringSoftOnline: [{ method: 'PUT', url: `/api/soft/${listed!.id}/online`, headers }],
    listAdminNews: [
      { method: 'GET', url: '/api/news?blurry=安全&category=policy&status=published', headers },
    ],
    downloadAdminNews: [{ method: 'GET', url: '/api/news/download?status=draft', headers }],
    getAdminNews: [{ method: 'GET', url: `/api/news/${edited!.id}`, headers }],
    createNews: [{ method: 'POST', url: '/api/news', headers, payload: newsFields }],
    updateNews: [
      {
        method: 'PUT',
        url: '/api/news',
        headers,
        payload: { ...newsFields, id: edited!.id, updateTime: edited!.updateTime.toISOString() },
      },
    ],
    deleteNews: [{ method: 'DELETE', url: '/api/news', headers, payload: [doomed!.id] }],
  } satisfies Record<string, Sample[]>;
}
