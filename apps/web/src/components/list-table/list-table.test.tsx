import type { Page } from '@coalsim/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TableProps } from 'antd';
import { describe, expect, it, vi } from 'vitest';

import { ListTable } from './list-table';
import type { ListTableProps } from './list-table';

interface Row {
  id: number;
  name: string;
}

const EMPTY = {
  icon: <span />,
  failedTitle: '任务读取失败',
  noMatch: { title: '没有符合条件的任务', description: '换个条件再查。' },
  nothingYet: { title: '暂无任务', description: '点击“新增”。' },
};

function tableState(page: number, filters: Record<string, string[]> = {}) {
  return {
    page,
    size: 10,
    filters,
    setPage: vi.fn(),
    tableProps: <T,>(total: number): Pick<TableProps<T>, 'pagination' | 'onChange'> => ({
      pagination: { current: page, pageSize: 10, total, showTotal: (n: number) => `共 ${n} 条` },
    }),
  };
}

function listOf(data: Page<Row> | undefined, state: { failed?: boolean } = {}): ListTableProps<Row>['list'] {
  return {
    data,
    isPending: data === undefined && !state.failed,
    isFetching: false,
    isError: state.failed ?? false,
    isPlaceholderData: false,
    refetch: vi.fn(),
  } as unknown as ListTableProps<Row>['list'];
}

const columns = [{ title: '名称', dataIndex: 'name', key: 'name' }];

describe('<ListTable>', () => {
  it('shows the page of rows with the total, and ticks rows by id', () => {
    const onSelect = vi.fn();
    render(
      <ListTable<Row>
        aria-label="任务"
        table={tableState(1)}
        list={listOf({ content: [{ id: 7, name: '清理' }], totalElements: 11 })}
        empty={EMPTY}
        columns={columns}
        selection={{ selected: [], onSelect, labelOf: (row) => row.name }}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('清理')).toBeInTheDocument();
    expect(screen.getByText('共 11 条')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 清理' }));
    expect(onSelect).toHaveBeenCalledWith([7], [{ id: 7, name: '清理' }]);
  });

  it('chooses one row with radios, and shows the rows it is given (a tree with its children)', () => {
    const onSelect = vi.fn();
    render(
      <ListTable<Row>
        table={tableState(1)}
        list={listOf({ content: [{ id: 7, name: '清理' }], totalElements: 1 })}
        dataSource={[{ id: 7, name: '清理（含下级）' }]}
        empty={EMPTY}
        columns={columns}
        selection={{ type: 'radio', selected: [], onSelect, labelOf: (row) => row.name }}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: '选择 清理（含下级）' }));
    expect(onSelect).toHaveBeenCalledWith([7], [{ id: 7, name: '清理（含下级）' }]);
  });

  it('says nothing is there yet without filters, and nothing matches with them', () => {
    const view = render(
      <ListTable<Row>
        table={tableState(1)}
        list={listOf({ content: [], totalElements: 0 })}
        empty={EMPTY}
        columns={columns}
      />,
    );
    expect(screen.getByRole('heading', { name: '暂无任务' })).toBeInTheDocument();
    view.unmount();
    render(
      <ListTable<Row>
        table={tableState(1, { blurry: ['x'] })}
        list={listOf({ content: [], totalElements: 0 })}
        empty={EMPTY}
        columns={columns}
      />,
    );
    expect(screen.getByRole('heading', { name: '没有符合条件的任务' })).toBeInTheDocument();
  });

  it('offers 重新加载 when the list failed to load', () => {
    const list = listOf(undefined, { failed: true });
    render(<ListTable<Row> table={tableState(1)} list={list} empty={EMPTY} columns={columns} />);
    expect(screen.getByRole('heading', { name: '任务读取失败' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(list.refetch).toHaveBeenCalledOnce();
  });

  it('steps back to the last page with rows when the one on screen comes back empty', () => {
    const table = tableState(3);
    render(
      <ListTable<Row>
        table={table}
        list={listOf({ content: [], totalElements: 15 })}
        empty={EMPTY}
        columns={columns}
      />,
    );
    expect(table.setPage).toHaveBeenCalledWith(2);
  });
});
