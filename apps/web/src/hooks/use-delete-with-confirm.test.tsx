import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';

import { useDeleteWithConfirm } from './use-delete-with-confirm';

function Probe({ remove }: { remove: (ids: number[]) => Promise<unknown> }) {
  const { selected, setSelected, confirmDelete } = useDeleteWithConfirm<number>({
    question: (what) => `确定删除${what}吗？`,
    remove,
  });
  return (
    <>
      <output aria-label="selected">{selected.join(',')}</output>
      <button onClick={() => setSelected([1, 2, 3])}>select</button>
      <button onClick={() => confirmDelete([2], '任务“二”')}>delete</button>
    </>
  );
}

function setup(remove: (ids: number[]) => Promise<unknown>) {
  render(
    <App>
      <Probe remove={remove} />
    </App>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'select' }));
  fireEvent.click(screen.getByRole('button', { name: 'delete' }));
}

describe('useDeleteWithConfirm', () => {
  it('asks, deletes, and drops only the deleted rows from the selection', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    setup(remove);
    expect(await screen.findByText('确定删除任务“二”吗？')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('1,3'));
    expect(remove).toHaveBeenCalledWith([2]);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('keeps the selection when the delete fails', async () => {
    const remove = vi.fn().mockRejectedValue(new Error('no'));
    setup(remove);
    fireEvent.click(await screen.findByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith([2]));
    expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('1,2,3');
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
  });
});
