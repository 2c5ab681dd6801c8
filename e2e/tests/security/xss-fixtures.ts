import type { APIRequestContext } from '@playwright/test';
import type pg from 'pg';

import { withDatabase } from '../../support/database';

/**
 * Markup that runs script if a page ever renders it as HTML. Each field gets its own number, so
 * a dialog that fires names the field that let it through.
 */
export const img = (n: number) => `<img src=x onerror=alert(${n})>`;
export const script = (n: number) => `<script>alert(${n})</script>`;

/** Makes this run's rows findable (and unique) without another spec ever listing them. */
export const marker = `xss${Date.now().toString(36)}`;
export const PROBE_PASSWORD = 'xssprobe2026';

export const admin = {
  username: marker,
  nickName: img(10),
  roleName: `${img(11)} ${marker}`,
  roleDescription: `${script(12)} ${marker}`,
  menuTitle: `${img(13)} ${marker}`,
  dictName: `xss_${marker}`,
  dictDescription: `${script(14)} ${img(15)}`,
  detailLabel: img(16),
};

export const portal = {
  softName: img(20),
  softSummary: script(21),
  softParagraphs: [script(22), img(23)],
  vendorName: img(24),
  newsTitle: img(30),
  newsSummary: script(31),
  newsParagraphs: [script(32), img(33)],
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Rich text as the editor sends what a person typed (each paragraph escaped into a `<p>`): the
 * payload is text in a rich-text field, and must be shown as its characters.
 */
export const typedRichText = (paragraphs: readonly string[]) =>
  paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');

/** What the spec created through the admin API, so that it can be deleted whatever failed. */
export interface Created {
  userId?: number;
  roleId?: number;
  menuId?: number;
  dictId?: number;
}

async function send<T>(request: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) {
  const res = await request;
  const body = await res.text();
  if (!res.ok()) throw new Error(`${res.status()} ${body}`);
  return JSON.parse(body) as T;
}

/** Every back-office free-text field carries a payload, stored through the API as a person would. */
export async function createThroughApi(api: APIRequestContext, token: string, created: Created) {
  const headers = { authorization: token };
  const roles = await send<{ id: number; name: string }[]>(api.get('/api/roles/all', { headers }));
  const operator = roles.find((r) => r.name === '运营人员');
  if (!operator) throw new Error('demo data has no 运营人员 role');

  const role = await send<{ id: number }>(
    api.post('/api/roles', {
      headers,
      data: { name: admin.roleName, level: 3, description: admin.roleDescription },
    }),
  );
  created.roleId = role.id;
  // A staff account (with a role that opens the back office) whose header shows the nickname.
  const user = await send<{ id: number }>(
    api.post('/api/users', {
      headers,
      data: {
        username: admin.username,
        nickName: admin.nickName,
        role: 1,
        roles: [{ id: role.id }, { id: operator.id }],
        password: PROBE_PASSWORD,
      },
    }),
  );
  created.userId = user.id;
  // Hidden, so the sidebar other specs look at stays as it was while this spec runs.
  const menu = await send<{ id: number }>(
    api.post('/api/menus', {
      headers,
      data: { type: 0, title: admin.menuTitle, path: marker, hidden: true, menuSort: 999 },
    }),
  );
  created.menuId = menu.id;
  // Dictionary names are code-like by contract (letters, digits, _): no markup fits there.
  const dict = await send<{ id: number }>(
    api.post('/api/dict', { headers, data: { name: admin.dictName, description: admin.dictDescription } }),
  );
  created.dictId = dict.id;
  await send(
    api.post('/api/dictDetail', {
      headers,
      data: { label: admin.detailLabel, value: 'xss', dictSort: 1, dict: { id: dict.id } },
    }),
  );
}

export async function deleteThroughApi(api: APIRequestContext, token: string, created: Created) {
  const headers = { authorization: token };
  // The user first: a role still assigned to someone cannot be deleted.
  const steps: [string, number | undefined][] = [
    ['/api/users', created.userId],
    ['/api/roles', created.roleId],
    ['/api/menus', created.menuId],
    ['/api/dict', created.dictId],
  ];
  for (const [url, id] of steps) {
    if (id !== undefined) await send(api.delete(url, { headers, data: [id] }));
  }
}

/** The rows the portal's pages lead with, as they were before the payloads replaced their text. */
export interface PortalOriginals {
  soft: { id: number; name: string; summary: string; description: string; enterpriseId: number };
  vendorName: string;
  news: { id: number; title: string; summary: string; content: string };
}

/**
 * A vendor's published software cannot be edited through the API, so the newest software, its
 * vendor and the newest news item get the payloads directly in the database. Updating (not inserting) keeps
 * every count other specs assert; `restorePortal` puts the text back.
 */
export async function plantInPortal(): Promise<PortalOriginals> {
  return withDatabase(async (c) => {
    const {
      rows: [soft],
    } = await c.query<PortalOriginals['soft']>(
      `SELECT id::int, name, summary, description, enterprise_id::int AS "enterpriseId" FROM soft
       WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 1`,
    );
    const {
      rows: [news],
    } = await c.query<PortalOriginals['news']>(
      `SELECT id::int, title, summary, content FROM news
       WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 1`,
    );
    if (!soft || !news) throw new Error('demo data has no published software or news');
    const {
      rows: [vendor],
    } = await c.query<{ name: string }>('SELECT name FROM enterprise WHERE id = $1', [soft.enterpriseId]);
    await c.query('UPDATE soft SET name = $2, summary = $3, description = $4 WHERE id = $1', [
      soft.id,
      portal.softName,
      portal.softSummary,
      typedRichText(portal.softParagraphs),
    ]);
    await c.query('UPDATE enterprise SET name = $2 WHERE id = $1', [soft.enterpriseId, portal.vendorName]);
    await c.query('UPDATE news SET title = $2, summary = $3, content = $4 WHERE id = $1', [
      news.id,
      portal.newsTitle,
      portal.newsSummary,
      typedRichText(portal.newsParagraphs),
    ]);
    await dropPortalCaches(c);
    return { soft, vendorName: vendor!.name, news };
  });
}

export async function restorePortal(o: PortalOriginals) {
  await withDatabase(async (c) => {
    await c.query('UPDATE soft SET name = $2, summary = $3, description = $4 WHERE id = $1', [
      o.soft.id,
      o.soft.name,
      o.soft.summary,
      o.soft.description,
    ]);
    await c.query('UPDATE enterprise SET name = $2 WHERE id = $1', [o.soft.enterpriseId, o.vendorName]);
    await c.query('UPDATE news SET title = $2, summary = $3, content = $4 WHERE id = $1', [
      o.news.id,
      o.news.title,
      o.news.summary,
      o.news.content,
    ]);
    await dropPortalCaches(c);
  });
}

/** The server caches the catalogue's pages; edits made behind its back must tell it (cache bus). */
async function dropPortalCaches(c: pg.Client) {
  await c.query("SELECT pg_notify('coalsim_cache', 'e2e|portal')");
}
