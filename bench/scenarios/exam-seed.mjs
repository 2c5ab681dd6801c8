// The exam bench's data (issue 45 "Numbers"), in the demo enterprise 示例煤业集团 of a fresh
// DATA_DIR. Through the API, as the enterprise's account: the bank, the 100-question random paper,
// the exam and its publishing (which freezes the 2,000 candidates). In bulk SQL, since importing or
// signing in one by one would only slow the bench: the bank's 50,000 questions (rows as the import
// writes them), 2,000 staff with type-3 accounts linked to them (as 开通账号 writes them, with one
// argon2id hash of the app's shared by all: nobody signs in with it) and a session each (as sign-in
// stores one: the SHA-256 of a random 256-bit token, 4 hours).
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from '../lib/processes.mjs';
import { demoEnterpriseId } from './large-org.mjs';

export const QUESTIONS = 50_000;
export const TRAINEES = 2_000;
const CHAPTERS = ['通风', '瓦斯', '顶板', '机电运输', '水害防治', '火灾与粉尘', '应急救援'];
const PRACTICES = [
  '先检查后作业',
  '带电检修',
  '佩戴自救器',
  '敲帮问顶',
  '停风后立即恢复作业',
  '瓦斯超限时撤人',
];
const MULTIPLE_ANSWERS = [
  ['A', 'B'],
  ['A', 'C'],
  ['B', 'D'],
  ['A', 'B', 'C'],
  ['B', 'C', 'D'],
  ['A', 'C', 'D'],
];
/** 100 questions of 1 point over the whole bank, no level or chapter: the most rows to draw from. */
export const RULES = [
  { type: 'single', count: 60 },
  { type: 'multiple', count: 20 },
  { type: 'judge', count: 20 },
];

const sqlArray = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/** Half single choice, a quarter multiple, a quarter true/false; chapters, levels and difficulties spread. */
const QUESTION_FILL = `
  INSERT INTO exam_question (bank_id, type, stem, options, answer, analysis, chapter, level, difficulty, create_by, update_by)
  SELECT $1, t.type,
         '第' || g || '题：' || t.chapter || '作业中，关于“' || (${sqlArray(PRACTICES)})[1 + g % 6] || '”，下列说法正确的是（  ）。',
         CASE WHEN t.type = 'judge' THEN '[]'::jsonb ELSE jsonb_build_array(
           jsonb_build_object('key', 'A', 'text', '作业前必须' || (${sqlArray(PRACTICES)})[1 + g % 6]),
           jsonb_build_object('key', 'B', 'text', '按《煤矿安全规程》第' || (100 + g % 500) || '条执行'),
           jsonb_build_object('key', 'C', 'text', '经班组长同意后可以不执行'),
           jsonb_build_object('key', 'D', 'text', '发现隐患立即汇报并撤离')) END,
         CASE t.type WHEN 'single' THEN to_jsonb((ARRAY['A','B','C','D'])[1 + (g / 4) % 4])
                     WHEN 'multiple' THEN ('${JSON.stringify(MULTIPLE_ANSWERS)}'::jsonb) -> ((g / 4) % 6)
                     ELSE to_jsonb((g / 4) % 2 = 0) END,
         '依据《煤矿安全规程》第' || (100 + g % 500) || '条的规定。', t.chapter,
         (ARRAY['了解','掌握','熟练掌握'])[1 + g % 3], 1 + g % 5, 'enterprise', 'enterprise'
  FROM generate_series(1, ${QUESTIONS}) g,
       LATERAL (SELECT (ARRAY['single','single','multiple','judge'])[1 + g % 4] AS type,
                       (${sqlArray(CHAPTERS)})[1 + g % 7] AS chapter) t`;

async function api(url, token, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** 2,000 active staff in a department of their own, each with an account and a live session. */
async function trainees(client, enterpriseId) {
  const { hashPassword } = await import(pathToFileURL(path.join(ROOT, 'apps/server/dist/lib/password.js')));
  const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
  const { rows: depts } = await client.query(
    `INSERT INTO ent_dept (enterprise_id, name, sort, create_by, update_by)
     VALUES ($1, '性能考场', 900, 'enterprise', 'enterprise') RETURNING id`,
    [enterpriseId],
  );
  const deptId = Number(depts[0].id);
  await client.query(
    `INSERT INTO ent_worker (enterprise_id, employee_no, name, gender, phone, dept_id, status, create_by, update_by)
     SELECT $1, 'KS' || lpad(g::text, 4, '0'), '考生' || lpad(g::text, 4, '0'),
            CASE WHEN g % 3 = 0 THEN '女' ELSE '男' END, '1990000' || lpad(g::text, 4, '0'), $2, 'active',
            'enterprise', 'enterprise'
     FROM generate_series(1, ${TRAINEES}) g`,
    [enterpriseId, deptId],
  );
  // 开通账号: username w<phone>, the worker's name and phone, type 3 in the worker's enterprise.
  const { rows: users } = await client.query(
    `WITH u AS (
       INSERT INTO sys_user (username, nick_name, password_hash, role, enterprise_id, phone, gender, create_by, update_by)
       SELECT 'w' || w.phone, w.name, $3, 3, $1, w.phone, w.gender, 'enterprise', 'enterprise'
       FROM ent_worker w WHERE w.enterprise_id = $1 AND w.dept_id = $2 ORDER BY w.employee_no
       RETURNING id, phone)
     UPDATE ent_worker w SET user_id = u.id, update_by = 'enterprise', update_time = now()
     FROM u WHERE w.enterprise_id = $1 AND w.phone = u.phone RETURNING u.id AS user_id`,
    [enterpriseId, deptId, passwordHash],
  );
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `INSERT INTO sys_session (token_hash, user_id, ip, user_agent, expires_at)
     SELECT h, u, '127.0.0.1', 'coalsim-bench', now() + interval '4 hours'
     FROM unnest($1::text[], $2::bigint[]) AS s(h, u)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), users.map((u) => u.user_id)],
  );
  return { deptId, tokens: tokens.map((t) => `Bearer ${t}`) };
}

/**
 * Seeds everything and publishes the exam, open from a minute ago for a day. Returns the ids, the
 * trainees' Authorization headers and every question's right answer (for checking the grades).
 */
export async function seedExam(client, url, token) {
  const t0 = performance.now();
  const enterpriseId = await demoEnterpriseId(client);
  const bank = await api(url, token, 'POST', '/api/train/bank', {
    name: '性能测试题库（5万题）',
    category: 'underground',
    description: '基准测试：50,000 道单选、多选、判断题',
  });
  await client.query(QUESTION_FILL, [bank.id]);
  const { deptId, tokens } = await trainees(client, enterpriseId);
  // What autovacuum does within a minute of an import: the draw then reads the index alone.
  await client.query('VACUUM ANALYZE exam_question');
  await client.query('ANALYZE');
  const paper = await api(url, token, 'POST', '/api/train/paper', {
    name: '性能测试随机试卷（100题）',
    mode: 'random',
    totalScore: 100,
    passScore: 80,
    durationMinutes: 90,
    rules: RULES.map((r) => ({ bankId: bank.id, ...r, level: null, chapter: null, scoreEach: 1 })),
  });
  const draft = await api(url, token, 'POST', '/api/train/exam', {
    name: '性能测试：2000人同场考试',
    paperId: paper.id,
    startTime: Date.now() - 60_000,
    endTime: Date.now() + 24 * 3_600_000,
    deptIds: [deptId],
  });
  const exam = await api(url, token, 'PUT', `/api/train/exam/${draft.id}/publish`);
  if (exam.candidateCount !== TRAINEES) throw new Error(`${exam.candidateCount} candidates`);
  const { rows } = await client.query('SELECT id, answer FROM exam_question WHERE bank_id = $1', [bank.id]);
  return {
    bankId: bank.id,
    paperId: paper.id,
    examId: exam.id,
    tokens,
    answers: rows.map((r) => [Number(r.id), r.answer]),
    seedSeconds: Math.round((performance.now() - t0) / 100) / 10,
  };
}
