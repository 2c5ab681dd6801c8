import { QUESTION_IMPORT_COLUMNS } from '@coalsim/contract';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

import { sendRecords, simulatedSession } from '../../../tools/open-api-client.mjs';
import { watchPageProblems } from '../../support/page-guards';
import { apiSignIn, signInContext, TOKEN_COOKIE } from '../../support/session';
import { screenshot } from '../admin/admin-fixtures';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const stamp = Date.now().toString(36).slice(-5);
const SOFT = '矿井瓦斯抽采系统仿真平台';
const MINUTE = 60_000;

/** Five 判断题 the trainee will know the answers to (the test reads them by their stems). */
const QUESTIONS = [
  ['矿井必须采用机械通风。', true],
  ['井下可以使用灯泡取暖。', false],
  ['入井人员必须随身携带自救器。', true],
  ['瓦斯浓度超限时可以继续作业。', false],
  ['发现透水征兆应立即撤出人员。', true],
].map(([stem, answer]) => ({ stem: `${String(stem)}（${stamp}）`, answer: answer as boolean }));

async function sheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('试题');
  ws.addRow([...QUESTION_IMPORT_COLUMNS]);
  for (const q of QUESTIONS) {
    const row: Record<string, string> = {
      题型: '判断题',
      题干: q.stem,
      答案: q.answer ? '正确' : '错误',
      章节: '通风',
    };
    ws.addRow(QUESTION_IMPORT_COLUMNS.map((c) => row[c] ?? ''));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Picks an option of the select named `field` inside `scope`, typing to search first if asked. */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  field: string,
  option: string | RegExp,
  typed?: string,
) {
  const box = scope.getByRole('combobox', { name: field });
  await box.click();
  if (typed) await box.pressSequentially(typed);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** A department of the test's own, one member in it with a staff account: the exam's candidate. */
async function candidateOf(api: APIRequestContext, token: string) {
  const headers = { authorization: token };
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };
  const dept = await ok(
    await api.post('/api/center/dept', { headers, data: { name: `考试测试队${stamp}` } }),
  );
  const employeeNo = `EX${stamp}`.toUpperCase();
  const worker = await ok(
    await api.post('/api/center/worker', {
      headers,
      data: { employeeNo, name: '考试员工', phone: `139${String(Date.now()).slice(-8)}`, deptId: dept.id },
    }),
  );
  const account = await ok(
    await api.post(`/api/center/worker/${String(worker.id)}/account`, {
      headers,
      data: { username: `ks${stamp}` },
    }),
  );
  return {
    deptName: `考试测试队${stamp}`,
    workerId: worker.id as number,
    employeeNo,
    username: `ks${stamp}`,
    password: account.initialPassword as string,
  };
}

/** The vendor's keys for the demo's published software, and the enterprise's credit code. */
async function practicalReporter(api: APIRequestContext, token: string) {
  const headers = { authorization: token };
  const applications = (await (await api.get('/api/center/access?size=100', { headers })).json()) as {
    content: { id: number; status: string; soft: { id: number; name: string } }[];
  };
  const passed = applications.content.find((a) => a.status === 'passed' && a.soft.name === SOFT)!;
  const keys = (await (await api.post(`/api/center/access/${passed.id}/keys`, { headers })).json()) as {
    appKey: string;
    appSecret: string;
  };
  const { creditCode } = (await (await api.get('/api/center/company', { headers })).json()) as {
    creditCode: string;
  };
  return { keys, creditCode, softId: passed.soft.id };
}

/**
 * Answers the question on screen (one at a time, in the attempt's own order): right, or wrong on
 * purpose; `skip` leaves it unanswered. Returns the stem it found, to check the order is kept.
 */
async function answerShown(page: Page, how: 'right' | 'wrong' | 'skip') {
  const sheet = page.getByRole('region', { name: '试题' });
  const legend = await sheet.locator('legend').innerText();
  const question = QUESTIONS.find((q) => legend.includes(q.stem));
  expect(question, `a question of the test's bank: ${legend}`).toBeDefined();
  if (how !== 'skip') {
    const truth = how === 'right' ? question!.answer : !question!.answer;
    await sheet.getByRole('radio', { name: truth ? '正确' : '错误' }).check();
  }
  return question!.stem;
}

/** Goes through all five: `plan[i]` for the i-th shown; ends on the last question. */
async function answerAll(page: Page, plan: ('right' | 'wrong' | 'skip')[]) {
  for (const [i, how] of plan.entries()) {
    await expect(
      page
        .getByRole('navigation', { name: '答题卡' })
        .getByRole('button', { name: new RegExp(`^第${i + 1}题`) }),
    ).toBeVisible();
    await answerShown(page, how);
    if (i < plan.length - 1) await page.getByRole('button', { name: '下一题' }).click();
  }
}

/** 交卷 through its confirmation, which names the unanswered count; answers the result section. */
async function handIn(page: Page, unanswered: number) {
  await page.getByRole('button', { name: '交卷' }).first().click();
  const confirm = page.getByRole('dialog').filter({ hasText: '交卷' });
  await expect(confirm).toContainText(
    unanswered ? `还有 ${unanswered} 道题未作答，确定交卷吗？` : '已全部作答，确定交卷吗？',
  );
  await confirm.getByRole('button', { name: '交卷', exact: true }).click();
  const result = page.getByRole('region', { name: /考试成绩/ });
  await expect(result).toBeVisible();
  return result;
}

async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

async function trainee(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const token = await apiSignIn(context.request, username, password);
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL, sameSite: 'Strict' }]);
  const page = await context.newPage();
  return { page, context, problems: await watchPageProblems(page) };
}

// Issue 45 end to end: an enterprise imports questions, builds a random paper and arranges an exam
// for a department, tied to a plan; the candidate takes it on a phone (a reload resumes it), fails,
// passes the 补考; the simulator reports the practical, and the certificate shows both scores.
test('an exam is arranged, failed, retaken and passed on a phone, and the plan certifies both scores', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(300_000);
  const problems = await watchPageProblems(page);
  const token = await signInContext(context, baseURL, 'enterprise');
  const api = context.request;
  const headers = { authorization: token };
  const bankName = `通风考试题库${stamp}`;
  const paperName = `通风岗位考试卷${stamp}`;
  const examName = `通风岗位考试${stamp}`;
  const planName = `通风岗位培训${stamp}`;
  const candidate = await candidateOf(api, token);
  const reporter = await practicalReporter(api, token);

  // 1. 题库: a bank of its own, and the five questions imported from a sheet.
  await page.goto('/#/train/bank');
  await page.getByRole('button', { name: '新增题库' }).click();
  const bankForm = page.getByRole('dialog').filter({ hasText: '新增题库' });
  await bankForm.getByRole('textbox', { name: '题库名称' }).fill(bankName);
  await bankForm.getByRole('combobox', { name: '人员类别' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await bankForm.getByRole('button', { name: '确定' }).click();
  await page.getByRole('link', { name: bankName }).first().click();
  await page.getByRole('button', { name: '导入' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `导入试题到“${bankName}”` });
  await drawer.locator('input[type="file"]').setInputFiles({
    name: '试题.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await sheet(),
  });
  await expect(drawer.getByText('0 行有错误')).toBeVisible();
  await drawer.getByRole('button', { name: '确认导入' }).click();
  await expect(drawer.getByText('已导入 5 道试题')).toBeVisible();

  // 2. The plan the exam completes: hours and the simulator's practical, for the candidate.
  const now = Date.now();
  const planRes = await api.post('/api/train/plan', {
    headers,
    data: {
      name: planName,
      softId: reporter.softId,
      startTime: now - 24 * 60 * MINUTE,
      endTime: now + 3 * 24 * 60 * MINUTE,
      requiredHours: 0.5,
      passScore: 60,
      workerIds: [candidate.workerId],
    },
  });
  expect(planRes.status(), await planRes.text()).toBe(201);
  const plan = (await planRes.json()) as { id: number };
  expect((await api.put(`/api/train/plan/${plan.id}/publish`, { headers })).status()).toBe(200);

  // 3. 试卷: random, five 判断题 of 20 points from the new bank (the preset's other rules removed).
  await page.goto('/#/train/paper');
  await page.getByRole('button', { name: '新增试卷' }).first().click();
  const paperForm = page.getByRole('dialog').filter({ hasText: '新增试卷' });
  await paperForm.getByRole('textbox', { name: '试卷名称' }).fill(paperName);
  await paperForm.getByRole('button', { name: '删除第3条规则' }).click();
  await paperForm.getByRole('button', { name: '删除第2条规则' }).click();
  const rule = paperForm.getByRole('group', { name: '第1条规则' });
  await choose(page, rule, '题库', bankName, stamp);
  await choose(page, rule, '题型', '判断题');
  await rule.getByRole('spinbutton', { name: '题数' }).fill('5');
  await rule.getByRole('spinbutton', { name: '每题分值' }).fill('20');
  await expect(paperForm.getByRole('status', { name: '分值合计' })).toHaveText(
    '题目分值合计 100 分，总分 100 分',
  );
  await paperForm.getByRole('button', { name: '确定' }).click();
  await expect(paperForm).toBeHidden();
  await expect(
    page.getByRole('table', { name: '试卷' }).getByRole('row', { name: new RegExp(paperName) }),
  ).toContainText('随机组卷');

  // 4. 考试: the paper, the plan, the candidate's department; then 发布.
  await page.goto('/#/train/exam');
  await page.getByRole('button', { name: '新增考试' }).first().click();
  const examForm = page.getByRole('dialog').filter({ hasText: '新增考试' });
  await examForm.getByRole('textbox', { name: '考试名称' }).fill(examName);
  await choose(page, examForm, '试卷', paperName, stamp);
  await choose(page, examForm, '培训计划（可选）', planName, stamp);
  // The tree is virtual: with the other specs' departments around, search for the test's own.
  await examForm.getByRole('combobox', { name: '部门' }).click();
  await examForm.getByRole('combobox', { name: '部门' }).pressSequentially(stamp);
  await page.locator('.ant-select-dropdown:visible').getByTitle(candidate.deptName).click();
  await examForm.getByText('考试名称', { exact: true }).click();
  await examForm.getByRole('button', { name: '确定' }).click();
  await expect(examForm).toBeHidden();
  const row = page.getByRole('table', { name: '考试' }).getByRole('row').filter({ hasText: examName });
  await row.getByRole('button', { name: `发布 ${examName}` }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '发布考试' })
    .getByRole('button', { name: '发布' })
    .click();
  await expect(page.getByText('已发布，1 名员工参加本考试')).toBeVisible();
  await screenshot(page, 'exam-arrangements-1440');

  // 5. The candidate, on a phone: 我的考试 → 开始考试; two answered, then the page reloads.
  const phone = await trainee(browser, candidate.username, candidate.password);
  await phone.page.goto('/#/center/my-exam');
  await phone.page.getByRole('link', { name: `开始考试：${examName}` }).click();
  await expect(phone.page.getByRole('timer')).toBeVisible();
  await answerShown(phone.page, 'right');
  await phone.page.getByRole('button', { name: '下一题' }).click();
  await answerShown(phone.page, 'right');
  await expect(phone.page.getByRole('status').filter({ hasText: /已保存/ })).toBeVisible();
  await noSidewaysScroll(phone.page);
  await screenshot(phone.page, 'exam-take-390');
  await phone.page.reload();
  const navigator = phone.page.getByRole('navigation', { name: '答题卡' });
  await expect(navigator.getByRole('button', { name: /^第1题 已答/ })).toBeVisible();
  await expect(navigator.getByRole('button', { name: /^第2题 已答/ })).toBeVisible();
  await expect(navigator.getByRole('button', { name: /^第3题 未答/ })).toBeVisible();
  await expect(phone.page.getByRole('timer')).toHaveAccessibleName(/剩余时间/);
  // 交卷 with three left: 40 points of 100, 不合格, a 补考 offered.
  const failed = await handIn(phone.page, 3);
  await expect(failed.getByLabel('得分 40 分')).toBeVisible();
  await expect(failed).toContainText('不合格');
  await screenshot(phone.page, 'exam-result-failed-390');

  // 6. 补考: every answer right this time.
  await failed.getByRole('button', { name: '参加补考' }).click();
  await expect(phone.page.getByText(/第 2 次作答（共 2 次）/)).toBeVisible();
  await answerAll(phone.page, ['right', 'right', 'right', 'right', 'right']);
  const passed = await handIn(phone.page, 0);
  await expect(passed.getByLabel('得分 100 分')).toBeVisible();
  await expect(passed).toContainText('合格');
  await noSidewaysScroll(phone.page);
  expect(phone.problems).toEqual([]);
  await phone.context.close();

  // 7. Theory passed, practical not yet: the plan is not complete. Then the simulator reports 90.
  const progress = async () => {
    const detail = (await (await api.get(`/api/train/plan/${plan.id}`, { headers })).json()) as {
      trainees: {
        workerId: number;
        completed: boolean;
        cert: { code: string; theoryScore: number | null } | null;
      }[];
    };
    return detail.trainees.find((t) => t.workerId === candidate.workerId)!;
  };
  expect((await progress()).completed).toBe(false);
  const session = simulatedSession({
    creditCode: reporter.creditCode,
    employeeNo: candidate.employeeNo,
    startTime: Date.now() - 50 * MINUTE,
    minutes: 40,
    score: 90,
  });
  const sent = await sendRecords({ baseUrl: baseURL, ...reporter.keys, payload: session });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const done = await progress();
  expect(done.completed).toBe(true);
  expect(done.cert?.theoryScore).toBe(100);

  // 8. The certificate shows both scores.
  await page.goto(`/#/cert/${done.cert!.code}`);
  const cert = page.getByRole('article', { name: `培训合格证书 ${done.cert!.code}` });
  await expect(cert).toContainText('理论考试成绩100 分');
  await expect(cert).toContainText('实操考核成绩90 分');
  await screenshot(page, 'exam-cert-1440');
  expect(problems).toEqual([]);
});
