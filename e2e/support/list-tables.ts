import type { Page } from '@playwright/test';

/** What inspectTables found on the screen: how many tables, and what makes one unreadable. */
export interface TablesReport {
  tables: number;
  problems: string[];
}

/**
 * Runs in the page, over every table shown in the page's main area (not in dialogs), and names
 * what a reader could not read:
 * - a column narrower than its header's longest word (words are split at spaces and "/");
 * - a cell with text of which nothing, or less than one character, shows inside the cell;
 * - two header cells on top of each other (a pinned 操作 column over a data column);
 * - with `reach`: a row action (button or link) outside the visible part of its table or cut by
 *   its cell, and a table wider than its box, either of which takes scrolling sideways.
 */
function inspect({ reach }: { reach: boolean }): TablesReport {
  const problems: string[] = [];
  const shown = (el: Element) => el.checkVisibility();
  const wrappers = [...document.querySelectorAll('main .ant-table-wrapper')].filter(shown);
  const probe = document.createElement('span');
  probe.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden;white-space:pre';
  document.body.append(probe);
  const widthOf = (text: string, like: Element) => {
    const style = getComputedStyle(like);
    probe.style.font = style.font;
    probe.style.letterSpacing = style.letterSpacing;
    probe.textContent = text;
    return probe.getBoundingClientRect().width;
  };
  const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const px = (n: number) => `${Math.round(n)} px`;
  const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left);

  wrappers.forEach((wrapper, n) => {
    const table = wrapper.querySelector('table');
    const name = `表格“${table?.getAttribute('aria-label') ?? n + 1}”`;
    const heads = [...wrapper.querySelectorAll('thead > tr > th')].filter(
      (th) =>
        shown(th) &&
        !th.matches(
          '.ant-table-selection-column, .ant-table-row-expand-icon-cell, .ant-table-cell-scrollbar',
        ),
    );
    const headerOf = new Map<Element, string>();

    // A column is at least as wide as its header's longest word.
    for (const th of heads) {
      const title = th.querySelector('.ant-table-column-title') ?? th;
      const text = textOf(title);
      headerOf.set(th, text);
      if (!text) continue;
      const style = getComputedStyle(th);
      const room =
        title === th
          ? th.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          : title.getBoundingClientRect().width;
      const longest = text
        .split(/[\s/]+/)
        .filter(Boolean)
        .map((word) => ({ word, width: widthOf(word, title) }))
        .sort((a, b) => b.width - a.width)[0]!;
      if (room + 0.5 < longest.width) {
        problems.push(
          `${name} 的列“${text}”只有 ${px(room)}，放不下“${longest.word}”（${px(longest.width)}）`,
        );
      }
    }

    // No two header cells share the same stretch of the row (a pinned column over another).
    for (const row of wrapper.querySelectorAll('thead > tr')) {
      const cells = [...row.children].filter((c) => heads.includes(c));
      for (let i = 0; i < cells.length; i++) {
        for (let j = i + 1; j < cells.length; j++) {
          const a = cells[i]!.getBoundingClientRect();
          const b = cells[j]!.getBoundingClientRect();
          if (overlap(a, b) > 1) {
            const [top, under] = cells[i]!.matches('[class*="cell-fix"]') ? [i, j] : [j, i];
            problems.push(
              `${name} 的列“${headerOf.get(cells[top]!)}”盖住了列“${headerOf.get(cells[under]!)}”（${px(overlap(a, b))}）`,
            );
          }
        }
      }
    }

    // Every cell with text shows at least a character of it inside the cell.
    const columnHeads = [...wrapper.querySelectorAll('thead > tr:last-child > th')];
    for (const tr of wrapper.querySelectorAll('tbody > tr.ant-table-row')) {
      [...tr.children].forEach((td, column) => {
        if (!shown(td) || !textOf(td)) return;
        const cell = td.getBoundingClientRect();
        let whole = 0;
        let seen = 0;
        const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          // The boxes that clip this text: the cell, and any element between with overflow hidden.
          const clips = [cell];
          for (let el = node.parentElement; el && el !== td; el = el.parentElement) {
            if (getComputedStyle(el).overflowX !== 'visible') clips.push(el.getBoundingClientRect());
          }
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            whole += rect.width;
            const left = Math.max(rect.left, ...clips.map((c) => c.left));
            const right = Math.min(rect.right, ...clips.map((c) => c.right));
            seen += Math.max(0, right - left);
          }
        }
        const oneCharacter = Math.min(whole, parseFloat(getComputedStyle(td).fontSize));
        if (seen + 0.5 < oneCharacter) {
          const header = columnHeads[column] ? headerOf.get(columnHeads[column]) : undefined;
          problems.push(
            `${name} 的列“${header ?? column + 1}”里“${textOf(td).slice(0, 24)}”被裁得看不见（露出 ${px(seen)}）`,
          );
        }
      });
    }

    if (!reach) return;
    const scroller = wrapper.querySelector('.ant-table-content, .ant-table-body');
    if (!scroller) return;
    if (scroller.scrollWidth > scroller.clientWidth + 1) {
      problems.push(
        `${name} 宽 ${px(scroller.scrollWidth)}，它的框只有 ${px(scroller.clientWidth)}：要横向滚动才看得全`,
      );
    }
    const box = scroller.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.left + scroller.clientWidth, document.documentElement.clientWidth);
    const unreachable: string[] = [];
    const cut: string[] = [];
    for (const action of scroller.querySelectorAll('tbody button, tbody a[href], tbody [role="button"]')) {
      if (!shown(action)) continue;
      const r = action.getBoundingClientRect();
      const cell = action.closest('td')!.getBoundingClientRect();
      const label = `“${action.getAttribute('aria-label') ?? textOf(action)}”（${px(r.left)}–${px(r.right)}）`;
      if (r.left < left - 1 || r.right > right + 1) unreachable.push(label);
      else if (r.left < cell.left - 1 || r.right > cell.right + 1) cut.push(label);
    }
    if (unreachable.length > 0) {
      problems.push(
        `${name} 有 ${unreachable.length} 个行操作在可见范围（${px(left)}–${px(right)}）外，要横向滚动才点得到，如${unreachable[0]}`,
      );
    }
    if (cut.length > 0) {
      problems.push(`${name} 有 ${cut.length} 个行操作超出了单元格、被截掉一部分，如${cut[0]}`);
    }
  });
  probe.remove();
  return { tables: wrappers.length, problems };
}

/** inspect() in the page: see there what each rule reads. */
export function inspectTables(page: Page, options: { reach: boolean }): Promise<TablesReport> {
  return page.evaluate(inspect, options);
}
