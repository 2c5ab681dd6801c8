import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { dialogs } from '../../lib/dialogs';
import { toasts } from '../../lib/toasts';
import { errorNotices } from './error-notices';
import { NoticeHost } from './notice-host';

describe('notice host', () => {
  it('keeps what is asked before the host is there, shows it once it is, and the rest at once', async () => {
    expect(errorNotices.asked()).toBe(false);
    errorNotices.push({ message: '验证码错误', durationMs: 5000 });
    expect(errorNotices.asked()).toBe(true);

    render(<NoticeHost />);
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();

    act(() => errorNotices.push({ message: '接口请求失败', durationMs: 5000 }));
    expect(await screen.findByText('接口请求失败')).toBeInTheDocument();
    // Each was shown once and left the queue.
    expect(screen.getAllByText('验证码错误')).toHaveLength(1);
    expect(errorNotices.take()).toEqual([]);
  });

  it('shows a dialog asked before the host loaded, and runs its OK action once', async () => {
    const onOk = vi.fn(async () => undefined);
    expect(dialogs.asked()).toBe(false);
    dialogs.push({
      kind: 'confirm',
      title: '提示',
      content: '确定吗？',
      okText: '确定',
      cancelText: '取消',
      onOk,
    });
    expect(dialogs.asked()).toBe(true);

    render(<NoticeHost />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('提示');
    expect(within(dialog).getByText('确定吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    expect(dialogs.take()).toEqual([]);
  });

  it('shows a confirmation asked for by a page without antd', async () => {
    toasts.push({ kind: 'success', text: '已加入我的收藏' });
    render(<NoticeHost />);
    expect(await screen.findByText('已加入我的收藏')).toBeInTheDocument();
    expect(toasts.take()).toEqual([]);
  });
});
