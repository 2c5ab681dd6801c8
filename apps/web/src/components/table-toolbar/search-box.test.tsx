import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SearchBox } from './search-box';

describe('<SearchBox>', () => {
  it('edits the draft and searches on Enter', () => {
    const onChange = vi.fn();
    const onSearch = vi.fn();
    render(
      <SearchBox
        label="搜索任务"
        placeholder="任务名称"
        value="备"
        maxLength={5}
        onChange={onChange}
        onSearch={onSearch}
      />,
    );
    const box = screen.getByRole('textbox', { name: '搜索任务' });
    expect(box).toHaveValue('备');
    expect(box).toHaveAttribute('placeholder', '任务名称');
    expect(box).toHaveAttribute('maxlength', '5');
    fireEvent.change(box, { target: { value: '备份' } });
    expect(onChange).toHaveBeenCalledWith('备份');
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledOnce();
  });
});
