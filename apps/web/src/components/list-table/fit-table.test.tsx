import { render, screen, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { describe, expect, it } from 'vitest';

import { FitTable, fitColumns } from './fit-table';

interface Row {
  id: number;
  name: string;
  path: string;
}

const ROWS: Row[] = [{ id: 1, name: '综采模拟操作台1号', path: '/api/center/device?page=0&size=10' }];

const columns: TableColumnsType<Row> = [
  { title: '设备名称', dataIndex: 'name', key: 'name' },
  { title: '请求路径', dataIndex: 'path', key: 'path', width: 160, ellipsis: true },
  { title: '操作', key: 'actions', width: 200, fixed: 'end', render: () => <a href="#/x">编辑</a> },
];

describe('<FitTable>', () => {
  it('lays the columns out to fit the box, and scrolls only as a whole when they cannot', () => {
    const { container } = render(
      <FitTable<Row> aria-label="设备" rowKey="id" columns={columns} dataSource={ROWS} />,
    );
    const table = screen.getByRole('table', { name: '设备' });
    expect(table.style.tableLayout).toBe('auto');
    // Width follows the columns, never a number a page picked: the stylesheet's, at least the
    // whole box, and on a phone (its media query) the widths they would like, added up.
    expect(table.style.width).toBe('');
    const wrapper = container.querySelector<HTMLElement>('.ant-table-wrapper')!;
    expect(wrapper.style.getPropertyValue('--fit-preferred-width')).toBe('520px');
    // Not antd's scrolling table: its hidden row measuring each column, and its reading of the
    // box's scroll width, force layouts of the whole page on every render.
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
    expect(container.querySelector('.ant-table-content')).not.toBeNull();
    // 设备名称 has no width of its own: it asks for one, or the others' widths would leave it none.
    expect([...container.querySelectorAll('col')].map((col) => col.style.width)).toEqual([
      '160px',
      '160px',
      '200px',
    ]);
  });

  it('pins no column, the 操作 column and the checkboxes included', () => {
    const { container } = render(
      <FitTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={ROWS}
        rowSelection={{ fixed: true, selectedRowKeys: [] }}
      />,
    );
    expect(container.querySelector('[class*="ant-table-cell-fix"]')).toBeNull();
    // …and its links keep their labels on one line.
    expect(screen.getByRole('link', { name: '编辑' }).closest('td')!.className).toMatch(/actions/);
    expect(within(screen.getByRole('table')).getByRole('link', { name: '编辑' })).toBeInTheDocument();
  });

  it('clips an ellipsis column to its width instead of widening it to the whole text', () => {
    render(<FitTable<Row> rowKey="id" columns={columns} dataSource={ROWS} />);
    const path = screen.getByText('/api/center/device?page=0&size=10');
    expect(path.tagName).toBe('SPAN');
    expect(path.className).toMatch(/clip/);
    // antd still puts the whole text in the cell's title, for the pointer.
    expect(path.closest('td')).toHaveAttribute('title', '/api/center/device?page=0&size=10');
  });

  it('keeps each word of a header whole, so a column is never narrower than its longest word', () => {
    render(
      <FitTable<Row>
        rowKey="id"
        columns={[{ title: 'SHA-256 校验', dataIndex: 'path', key: 'sha' }]}
        dataSource={ROWS}
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'SHA-256 校验' });
    expect([...header.querySelectorAll('span')].map((s) => [s.textContent, s.className])).toEqual([
      ['SHA-256', expect.stringMatching(/word/)],
      ['校验', expect.stringMatching(/word/)],
    ]);
  });

  it('takes the pin off grouped columns too, and keeps what a render answers', () => {
    const fitted = fitColumns<Row>([
      {
        title: '设备',
        fixed: 'start',
        children: [
          { title: '名称', dataIndex: 'name', fixed: 'start', ellipsis: true, render: (n) => `#${n}` },
        ],
      },
    ]);
    expect(fitted[0]).not.toHaveProperty('fixed');
    const [child] = (fitted[0] as { children: TableColumnsType<Row> }).children;
    expect(child).not.toHaveProperty('fixed');
    render(<>{child!.render!('台1', ROWS[0]!, 0) as never}</>);
    expect(screen.getByText('#台1')).toBeInTheDocument();
  });
});
