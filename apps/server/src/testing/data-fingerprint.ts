import { sql } from 'drizzle-orm';

import type { Db } from '../db/database.js';

/**
 * Row counts and a checksum of the data a request must never change by accident. Columns that
 * reads legitimately move (view counters, sessions, captchas, lockout counters) are left out.
 */
const STABLE = {
  sys_user:
    'id, username, nick_name, password_hash, role, enterprise_id, email, phone, gender, avatar_name, enabled',
  sys_role: 'id, name, level, description',
  sys_users_roles: 'user_id, role_id',
  sys_roles_menus: 'role_id, menu_id',
  sys_menu:
    'id, pid, type, title, name, component, path, i_frame, cache, hidden, icon, menu_sort, permission',
  sys_dict: 'id, name, description',
  sys_dict_detail: 'id, dict_id, label, value, dict_sort',
  enterprise: 'id, name, credit_code, type, province, city, address, contact, phone, logo, introduction',
  soft: 'id, enterprise_id, name, category, summary, description, version, status, like_count, collect_count',
  soft_like: 'user_id, soft_id',
  soft_collect: 'user_id, soft_id',
  news: 'id, title, category, summary, content, status',
  ent_dept: 'id, enterprise_id, pid, name, sort, enabled',
  ent_job: 'id, enterprise_id, name, sort, enabled',
  ent_worker:
    'id, enterprise_id, user_id, employee_no, name, gender, phone, id_card, dept_id, job_id, status, hired_on',
} as const;

export async function dataFingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, columns] of Object.entries(STABLE)) {
    const { rows } = await db.execute<{ n: number; sum: string | null }>(
      sql.raw(
        `SELECT count(*)::int AS n, md5(string_agg(row(${columns})::text, '|' ORDER BY row(${columns})::text)) AS sum FROM ${table}`,
      ),
    );
    out[table] = `${rows[0]?.n}:${rows[0]?.sum}`;
  }
  return out;
}

/** Every table holding an enterprise's rows (and the accounts and software they point at). */
const TENANT_TABLES = [
  'enterprise',
  'sys_user',
  'ent_dept',
  'ent_job',
  'ent_worker',
  'soft',
  'soft_access',
  'soft_grant',
  'train_plan',
  'train_plan_worker',
  'train_record',
  'train_cert',
  'train_stat_daily',
  'exam_bank',
  'exam_question',
  'exam_paper',
  'exam_arrangement',
  'exam_candidate',
  'exam_attempt',
] as const;

/**
 * Whole rows, update times included, of every enterprise's data: a request that must change
 * nothing in any enterprise leaves this exactly as it was (the ownership test's writes).
 */
export async function tenantFingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TENANT_TABLES) {
    const { rows } = await db.execute<{ n: number; sum: string | null }>(
      sql.raw(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t.id)) AS sum FROM ${table} t`,
      ),
    );
    out[table] = `${rows[0]?.n}:${rows[0]?.sum}`;
  }
  return out;
}
