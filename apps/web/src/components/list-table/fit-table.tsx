import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { Fragment, isValidElement } from 'react';
import type { CSSProperties, ReactNode } from 'react';

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

/** The widths the columns would like, added up (undefined if one is not in pixels). */
function preferredWidth<Row>(columns: TableColumnsType<Row>): number | undefined {
  let sum = 0;
  for (const column of columns) {
    const width = 'children' in column && column.children ? preferredWidth(column.children) : column.width;
    if (typeof width !== 'number') return undefined;
    sum += width;
  }
  return sum;
}

/** What antd's checkbox and expand columns take, about. */
const SIDE_COLUMN = 48;

/**
 * antd's Table laid out to fit the box it is in, for every table of the app. The browser sizes the
 * columns (auto layout): a column's `width` is the width it would like, and it gives way down to
 * its header's longest word and its content's longest word (a date, a tag, a row of buttons),
 * never to nothing. Only when even those do not fit does the whole table scroll sideways, with
 * no column pinned over the others. No page picks a `scroll.x`: a number that was smaller than
 * its columns' widths left the columns without a width 0 px wide, and a pinned 操作 column sat
 * on the data columns that ran under it. On a phone, where a table scrolls anyway, the columns
 * keep the widths they would like instead of all giving way to their narrowest.
 */
export function FitTable<Row extends object>({
  columns,
  className,
  rowSelection,
  expandable,
  style,
  ...rest
}: FitTableProps<Row>) {
  const fitted = columns && fitColumns(columns);
  const preferred = fitted && preferredWidth(fitted);
  const sides = (rowSelection ? SIDE_COLUMN : 0) + (expandable ? SIDE_COLUMN : 0);
  return (
    <Table<Row>
      {...rest}
      className={className ? `${styles.fit} ${className}` : styles.fit}
      style={
        preferred === undefined
          ? style
          : ({ ...style, '--fit-preferred-width': `${preferred + sides}px` } as CSSProperties)
      }
      columns={fitted}
      rowSelection={rowSelection && { ...rowSelection, fixed: false }}
      expandable={expandable && { ...expandable, fixed: false }}
      tableLayout="auto"
      // No `scroll`: the table's width and its box's sideways scrolling are the stylesheet's
      // (fit-table.module.css). With a `scroll.x`, antd measures every column in a hidden row and
      // reads the box's scroll width after each render, two forced layouts of the whole page that
      // took a third of a list page's first render on a slow phone (bench/profile-page.mjs); they
      // serve pinned columns and a fixed header, which no table here has.
    />
  );
}
