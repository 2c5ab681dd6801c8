import { CloseOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';

import { useTagsViewStore } from '../../../../stores/tags-view-store';
import type { TagView } from '../../../../stores/tags-view-store';
import { TagContextMenu } from './tag-context-menu';
import type { ContextMenuState } from './tag-context-menu';
import styles from './tags-view.module.css';
import { useTagActions } from './use-tag-actions';

/** Spec §9: room kept beside the active tab when it is scrolled into view. */
const SCROLL_PADDING = 4;

export const TAB_PANEL_ID = 'admin-tabpanel';

/** A DOM id for a tab, from its path (ids must not contain spaces; paths may). */
export function tabId(path: string): string {
  return `admin-tab-${encodeURIComponent(path).replace(/%/g, '_')}`;
}

/**
 * One tab per open page (spec §2): click opens it, middle-click closes it, right-click (or Shift+F10 /
 * the context-menu key on a focused tab) offers 刷新, 关闭, 关闭其他 and 关闭所有. A WAI-ARIA
 * tablist: arrows move between tabs, Enter opens, Delete closes.
 */
export function TagsBar({ activePath }: { activePath: string | undefined }) {
  const views = useTagsViewStore((s) => s.visitedViews);
  const actions = useTagActions(activePath);
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tabsRef = useRef(new Map<string, HTMLDivElement>());

  useEffect(() => {
    const scroller = scrollerRef.current;
    const tab = activePath ? tabsRef.current.get(activePath) : undefined;
    if (!scroller || !tab) return;
    const start = tab.offsetLeft - SCROLL_PADDING;
    const end = tab.offsetLeft + tab.offsetWidth + SCROLL_PADDING;
    if (start < scroller.scrollLeft) scroller.scrollLeft = start;
    else if (end > scroller.scrollLeft + scroller.clientWidth)
      scroller.scrollLeft = end - scroller.clientWidth;
  }, [activePath, views.length]);

  const closeMenu = useCallback(
    (restoreFocus: boolean) => {
      if (restoreFocus && menu) tabsRef.current.get(menu.view.path)?.focus();
      setMenu(null);
    },
    [menu],
  );

  const openMenuAt = (view: TagView, x: number, y: number) => setMenu({ view, x, y });

  const onContextMenu = (view: TagView) => (event: MouseEvent) => {
    event.preventDefault();
    openMenuAt(view, event.clientX, event.clientY);
  };

  const onKeyDown = (view: TagView, index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const focusTab = (i: number) => {
      const target = views[(i + views.length) % views.length];
      if (target) tabsRef.current.get(target.path)?.focus();
    };
    if ((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu') {
      const rect = event.currentTarget.getBoundingClientRect();
      openMenuAt(view, rect.left, rect.bottom + 2);
    } else if (event.key === 'ArrowRight') focusTab(index + 1);
    else if (event.key === 'ArrowLeft') focusTab(index - 1);
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(views.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') actions.open(view);
    else if (event.key === 'Delete') actions.close(view);
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.bar}>
      <div
        ref={scrollerRef}
        role="tablist"
        aria-label="已打开的页面"
        className={styles.scroller}
        // A mouse wheel scrolls the row of tabs sideways.
        onWheel={(event) => {
          if (scrollerRef.current && event.deltaY !== 0) scrollerRef.current.scrollLeft += event.deltaY;
        }}
      >
        {views.map((view, index) => {
          const active = view.path === activePath;
          return (
            <div
              key={view.path}
              ref={(node) => {
                if (node) tabsRef.current.set(view.path, node);
                else tabsRef.current.delete(view.path);
              }}
              id={tabId(view.path)}
              role="tab"
              aria-selected={active}
              aria-controls={active ? TAB_PANEL_ID : undefined}
              aria-keyshortcuts={view.meta.affix ? 'Shift+F10' : 'Delete Shift+F10'}
              tabIndex={active ? 0 : -1}
              className={`${styles.tab} ${active ? styles.active : ''}`}
              onClick={() => actions.open(view)}
              // Middle button: keep the browser from starting auto-scroll, then close on release.
              onMouseDown={(event) => event.button === 1 && event.preventDefault()}
              onAuxClick={(event) => event.button === 1 && actions.close(view)}
              onContextMenu={onContextMenu(view)}
              onKeyDown={onKeyDown(view, index)}
            >
              <span className={styles.title}>{view.title}</span>
              {!view.meta.affix && (
                // Mouse shortcut only: keyboard users close with Delete or the context menu.
                <span
                  className={styles.close}
                  aria-hidden="true"
                  onClick={(event) => {
                    event.stopPropagation();
                    actions.close(view);
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </div>
          );
        })}
      </div>
      {menu && <TagContextMenu {...menu} actions={actions} onClose={closeMenu} />}
    </div>
  );
}
