import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../testing/mock-api';
import { renderPage } from '../../testing/render-page';
import { RichTextEditor } from './rich-text-editor';
import { LINK_MESSAGE } from './rich-text-toolbar';

function Field({ initial, onValues }: { initial: string; onValues: (v: string) => void }) {
  return (
    <Form initialValues={{ body: initial }} onValuesChange={(_, all: { body: string }) => onValues(all.body)}>
      <Form.Item name="body" label="正文">
        <RichTextEditor aria-label="正文" placeholder="写点什么" />
      </Form.Item>
    </Form>
  );
}

// jsdom does no layout: ProseMirror asks ranges for their rectangles when it scrolls to the caret.
beforeAll(() => {
  const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  Range.prototype.getClientRects ??= () => empty as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

describe('RichTextEditor', { timeout: 20_000 }, () => {
  it('shows the form’s HTML, offers the toolbar and hands edits back as HTML', async () => {
    const onValues = vi.fn();
    const { user } = renderPage(
      <Field initial="<p>第一段<strong>重点</strong></p>" onValues={onValues} />,
      '/',
    );

    // The editor's code loads on first use, which takes a while on a busy machine.
    const area = await screen.findByRole('textbox', { name: '正文' }, { timeout: 15_000 });
    await waitFor(() => expect(within(area).getByText('重点').tagName).toBe('STRONG'));
    const toolbar = screen.getByRole('toolbar', { name: '格式' });
    for (const name of ['加粗', '斜体', '二级标题', '无序列表', '有序列表', '插入链接', '插入图片']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }

    // The caret's paragraph becomes a heading: the form receives the new HTML.
    await user.click(within(toolbar).getByRole('button', { name: '二级标题' }));
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith('<h2>第一段<strong>重点</strong></h2>'));
  });

  it('gives an empty text to the form as an empty string and shows the placeholder', async () => {
    renderPage(<Field initial="" onValues={() => undefined} />, '/');
    expect(await screen.findByRole('textbox', { name: '正文' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('写点什么')).toBeInTheDocument();
  });

  it('inserts an uploaded picture by its stored URL, and only http(s) or mailto links', async () => {
    const onValues = vi.fn();
    mockApi({
      'POST /api/localStorage/pictures': {
        status: 201,
        data: { id: 1, name: 'p.png', url: '/file/p-1.png' },
      },
    });
    const { user, container } = renderPage(<Field initial="<p>正文</p>" onValues={onValues} />, '/');
    const toolbar = await screen.findByRole('toolbar', { name: '格式' }, { timeout: 15_000 });

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'p.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(onValues).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/file/p-1.png"')),
    );

    await user.click(within(toolbar).getByRole('button', { name: '插入链接' }));
    const box = await screen.findByRole('textbox', { name: '链接地址' });
    await user.type(box, 'javascript:alert(1){Enter}');
    expect(await screen.findByText(LINK_MESSAGE)).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'https://coal.example.com{Enter}');
    await waitFor(() =>
      expect(onValues).toHaveBeenLastCalledWith(expect.stringContaining('href="https://coal.example.com"')),
    );
  });
});
