import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';

import { errorNotices } from './error-notices';
import { NoticeHost } from './notice-host';

describe('error notices', () => {
  it('keeps what is asked before the host is there, shows it once it is, and the rest at once', async () => {
    expect(errorNotices.asked()).toBe(false);
    errorNotices.push('验证码错误', 5000);
    expect(errorNotices.asked()).toBe(true);

    render(<NoticeHost />);
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();

    act(() => errorNotices.push('接口请求失败', 5000));
    expect(await screen.findByText('接口请求失败')).toBeInTheDocument();
    // Each was shown once and left the queue.
    expect(screen.getAllByText('验证码错误')).toHaveLength(1);
    expect(errorNotices.take()).toEqual([]);
  });
});
