import { deflateSync } from 'node:zlib';

import type { Page } from '@playwright/test';

import { TOKEN_COOKIE } from '../../support/session';
import { motionSettled } from '../../support/settled';
import { expect, screenshot, sidebar, test } from './admin-fixtures';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `size`×`size` pixels in coal black with an amber stripe, made here rather than kept as a file. */
function makePng(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Array.from({ length: size }, (_, y) => {
    const stripe = y >= size / 3 && y < (2 * size) / 3;
    const pixel = stripe ? [0xfa, 0xad, 0x14] : [0x26, 0x26, 0x26];
    return Buffer.from([0, ...Array.from({ length: size }, () => pixel).flat()]);
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens 系统工具 → 存储管理 from the sidebar (retried: the submenu may fold after a navigation). */
async function openStorage(page: Page) {
  const nav = sidebar(page);
  const tools = nav.getByRole('menuitem', { name: '系统工具' });
  await expect(async () => {
    if ((await tools.getAttribute('aria-expanded')) !== 'true') await tools.click();
    await nav.getByRole('link', { name: '存储管理', exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/sys-tools\/storage/);
  // The page's code loads on its first visit: allow for a busy machine.
  await expect(page.getByRole('table', { name: '文件列表' })).toBeVisible({ timeout: 15_000 });
}

test.describe('存储管理', () => {
  test('a picture is uploaded with its name, previewed, downloaded, renamed and deleted', async ({
    admin: page,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `巷道照片 ${stamp}`;
    const renamed = `主井巷道照片 ${stamp}`;

    await page.goto('/#/home');
    await openStorage(page);

    // 上传: the limit is shown before anything is chosen.
    await page.getByRole('button', { name: '上传', exact: true }).click();
    const upload = page.getByRole('dialog', { name: '上传文件' });
    await expect(upload.getByText('单个文件不超过 100MB')).toBeVisible();
    await upload.getByLabel('文件名称').fill(name);
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'shaft.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(upload.getByText('shaft.png')).toBeVisible();
    await upload.getByRole('button', { name: '上传', exact: true }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(upload).toBeHidden();

    const table = page.getByRole('table', { name: '文件列表' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('shaft.png');
    await expect(row).toContainText('图片 · png');
    await expect(row).toContainText('本地');
    await expect(row).toContainText('admin');
    // The thumbnail has loaded from the server.
    const thumbnail = row.getByRole('img', { name });
    await expect(thumbnail).toHaveJSProperty('complete', true);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

    // 预览: the full-size picture.
    await row.getByRole('button', { name: `预览 ${name}` }).click();
    const preview = page.locator('.ant-image-preview img');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /\/file\/[0-9a-f]+\.png$/);
    await screenshot(page, 'tools-storage-preview');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // 下载: the same bytes, served by the API.
    const href = await row.getByRole('link', { name: `下载 ${name}` }).getAttribute('href');
    const served = await page.request.get(href!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/png');
    expect(Buffer.compare(await served.body(), makePng())).toBe(0);

    // 编辑: the display name only.
    await row.getByRole('button', { name: `编辑 ${name}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑文件' });
    await expect(edit.getByText('原文件名：shaft.png')).toBeVisible();
    await edit.getByLabel('文件名称').fill(renamed);
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('编辑成功')).toBeVisible();
    const renamedRow = table.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toHaveCount(1);

    // 删除, after confirming; the bytes go too.
    await renamedRow.getByRole('button', { name: `删除 ${renamed}` }).click();
    await expect(page.getByText(`确定删除文件“${renamed}”吗？`, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
    expect((await page.request.get(href!)).status()).toBe(404);
  });

  test('a picture a news article shows is not deleted: the message says where it is used', async ({
    admin: page,
    context,
    problems,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `新闻配图 ${stamp}`;
    const title = `配图新闻 ${stamp}`;
    const token = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)!.value;
    const headers = { Authorization: token };
    const uploaded = await page.request.post('/api/localStorage', {
      headers,
      multipart: { name, file: { name: 'news.png', mimeType: 'image/png', buffer: makePng() } },
    });
    expect(uploaded.status()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const news = await page.request.post('/api/news', {
      headers,
      data: {
        title,
        category: 'policy',
        cover: null,
        summary: '配图引用测试',
        content: `<p><img src="${url}"></p>`,
        author: '平台编辑部',
        status: 'draft',
        publishedAt: null,
      },
    });
    expect(news.status()).toBe(201);

    await page.goto('/#/home');
    await openStorage(page);
    const row = page.getByRole('table', { name: '文件列表' }).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `删除 ${name}` }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`文件正在使用，不能删除：「${name}」用于新闻「${title}」`)).toBeVisible();
    await screenshot(page, 'tools-storage-in-use');
    await expect(row).toHaveCount(1);
    expect((await page.request.get(url)).status()).toBe(200);
    // The browser reports the refused call as an error; it is the one this test asked for.
    const refused = problems.filter((p) => p.includes('status of 409'));
    expect(refused).toHaveLength(1);
    problems.splice(0, problems.length, ...problems.filter((p) => !refused.includes(p)));
  });

  test('the S3 view says how to turn S3 on and offers no upload without it', async ({ admin: page }) => {
    await page.goto('/#/sys-tools/storage');
    await expect(page.getByRole('table', { name: '文件列表' })).toBeVisible({ timeout: 15_000 });
    await page.getByText('S3 存储', { exact: true }).click();
    await expect(page).toHaveURL(/tab=s3/);
    const view = page.getByRole('region', { name: 'S3 存储' });
    await expect(view.getByText('未启用 S3 存储')).toBeVisible();
    await expect(view.getByText(/STORAGE=s3/)).toBeVisible();
    await expect(view.getByRole('table', { name: 'S3 文件' })).toBeVisible();
    await expect(view.getByRole('button', { name: '上传', exact: true })).toHaveCount(0);
    await expect(view.getByRole('heading', { name: '暂无文件' })).toBeVisible();
    await screenshot(page, 'tools-storage-s3');
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the page fits, its table scrolls inside itself`, async ({
      admin: page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      // A picture to show, uploaded through the API.
      const token = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)!.value;
      const created = await page.request.post('/api/localStorage', {
        headers: { Authorization: token },
        multipart: {
          name: `截图示例 ${viewport.width}`,
          file: { name: 'sample.png', mimeType: 'image/png', buffer: makePng() },
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      await page.goto('/#/sys-tools/storage');
      await expect(page.getByRole('textbox', { name: '搜索文件' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('row').filter({ hasText: `截图示例 ${viewport.width}` })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `tools-storage-${viewport.width}`);

      await page.getByRole('button', { name: '上传', exact: true }).click();
      await expect(page.getByRole('dialog', { name: '上传文件' })).toBeVisible();
      await motionSettled(page);
      await screenshot(page, `tools-storage-upload-${viewport.width}`);

      const removed = await page.request.delete('/api/localStorage', {
        headers: { Authorization: token },
        data: [id],
      });
      expect(removed.ok()).toBe(true);
    });
  }
});
