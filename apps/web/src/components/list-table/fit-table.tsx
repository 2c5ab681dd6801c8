import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { Fragment, isValidElement } from 'react';
import type { ReactNode } from 'react';

import styles from './fit-table.module.css';

/** A table's props without what FitTable decides for every table: the layout and the scrolling. */
export type FitTableProps<Row> = Omit<TableProps<Row>, 'scroll' | 'tableLayout'>;

type Column<Row> = TableColumnsType<Row>[number];
type Render<Row> = NonNullable<Column<Row>['render']>;

/** A header's words, each kept whole ("SHA-256" does not break at its hyphen); it wraps between them. */
function headerWords(title: string): ReactNode {
  return title.split(' ').map((word, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <span className={styles.word}>{word}</span>
    </Fragment>
  ));
}

/** Puts a cell's content in the zero-width box that shortens it with "…" (fit-table.module.css). */
function clipped<Row>(render: Render<Row> | undefined): Render<Row> {
  const clip = (node: ReactNode) => <span className={styles.clip}>{node}</span>;
  return (value, row, index) => {
    if (!render) return clip(value as ReactNode);
    const out = render(value, row, index);
    // A render may answer `{ children, props }` (antd's RenderedCell) instead of the content.
    if (out && typeof out === 'object' && !isValidElement(out) && !Array.isArray(out) && 'props' in out) {
      return { ...out, children: clip(out.children) };
    }
    return clip(out as ReactNode);
  };
}

/**
 * What a column without a width would like. The browser gives columns with a width theirs first,
 * and one without gets only what they leave, down to its header (a name broken two characters a
 * line); the widths picked for a fixed layout add up to more than most boxes.
 */
const FLEXIBLE_WIDTH = 160;

/**
 * The columns as FitTable lays them out: none pinned (a pinned column covers whichever data
 * columns scroll under it), headers broken only between words, a width for each, and an
 * ellipsis column's cells clipped to the column instead of widening it. Groups are laid out the
 * same way.
 */
export function fitColumns<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  return columns.map((column) => {
    const { fixed: _pinned, ...rest } = column;
    const title = typeof rest.title === 'string' ? headerWords(rest.title) : rest.title;
    if ('children' in rest && rest.children) {
      return { ...rest, title, children: fitColumns(rest.children) };
    }
    return {
      ...rest,
      title,
      width: rest.width ?? FLEXIBLE_WIDTH,
      // The 操作 column (key `actions` throughout the app): a link's label stays on one line.
      ...(rest.key === 'actions'
        ? { className: [rest.className, styles.actions].filter(Boolean).join(' ') }
        : {}),
      ...(rest.ellipsis ? { render: clipped(rest.render) } : {}),
    };
  });
}

/**
 * antd's Table laid out to fit the box it is in, for every table of the app. The browser sizes the
 * columns (auto layout): a column's `width` is the width it would like, and it gives way down to
 * its header's longest word and its content's longest word (a date, a tag, a row of buttons),
 * never to nothing. Only when even those do not fit does the whole table scroll sideways, with
 * no column pinned over the others. No page picks a `scroll.x`: a number that was smaller than
 * its columns' widths left the columns without a width 0 px wide, and a pinned 操作 column sat
 * on the data columns that ran under it.
 */
export function FitTable<Row extends object>({
  columns,
  className,
  rowSelection,
  expandable,
  ...rest
}: FitTableProps<Row>) {
  return (
    <Table<Row>
      {...rest}
      className={className ? `${styles.fit} ${className}` : styles.fit}
      columns={columns && fitColumns(columns)}
      rowSelection={rowSelection && { ...rowSelection, fixed: false }}
      expandable={expandable && { ...expandable, fixed: false }}
      tableLayout="auto"
      scroll={{ x: true }}
    />
  );
}
