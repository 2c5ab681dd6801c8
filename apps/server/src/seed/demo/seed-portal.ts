import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { plainToRichText } from '../../lib/rich-text.js';
import { news } from '../../modules/news/news.table.js';
import { DEMO_NEWS } from './demo-news.js';
import { DEMO_SOFT, DEMO_VENDORS, describe } from './demo-soft.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;
/** Shipped demo covers, served read-only at /file/demo/. */
export const demoCover = (name: string) => `/file/demo/${name}.svg`;

/** Vendors, the published catalogue and the news, as a fresh platform would show them. */
export async function seedPortalDemo(tx: Tx, now = Date.now()): Promise<void> {
  const audit = { createBy: 'system', updateBy: 'system' };
  const vendors = await tx
    .insert(enterprise)
    .values(
      DEMO_VENDORS.map((v) => ({
        ...v,
        type: '3',
        status: 'verified',
        verifiedAt: new Date(now - 90 * DAY),
        ...audit,
      })),
    )
    .returning({ id: enterprise.id });
  const perCategory = new Map<string, number>();
  await tx.insert(soft).values(
    DEMO_SOFT.map((s, i) => {
      const n = (perCategory.get(s.category) ?? 0) + 1;
      perCategory.set(s.category, n);
      return {
        enterpriseId: vendors[s.vendor]!.id,
        name: s.name,
        category: s.category,
        cover: demoCover(`${s.category}-${n}`),
        summary: s.summary,
        description: plainToRichText(describe(s)),
        version: s.version,
        screenshots: [1, 2, 3].map((k) => demoCover(`${s.category}-${((n + k - 1) % 3) + 1}`)),
        status: 'published',
        // Deterministic, plausible reading figures; likes and favourites start at zero because
        // they are backed by real rows.
        viewCount: 40 + ((i * 97) % 900),
        publishedAt: new Date(now - (i * 2 + 1) * DAY),
        ...audit,
      };
    }),
  );
  // Oldest first, each written when published: ids and creation times then follow the timeline,
  // so 资讯管理 (newest first, by id or by creation) lists them as the portal does.
  const oldestFirst = DEMO_NEWS.map((n, i) => ({ n, i })).reverse();
  await tx.insert(news).values(
    oldestFirst.map(({ n, i }) => {
      const publishedAt = new Date(now - n.daysAgo * DAY);
      return {
        title: n.title,
        category: n.category,
        cover: demoCover(`news-${(i % 5) + 1}`),
        summary: n.summary,
        // Stored as the back office stores news: sanitised HTML (the portal renders it as such).
        content: plainToRichText([n.summary, ...n.body].join('\n\n')),
        author: '平台编辑部',
        publishedAt,
        createTime: publishedAt,
        updateTime: publishedAt,
        views: 20 + ((i * 53) % 400),
        status: 'published',
        ...audit,
      };
    }),
  );
}
