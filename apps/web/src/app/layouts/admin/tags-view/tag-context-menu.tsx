import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

import type { TagView } from '../../../../stores/tags-view-store';
import styles from './tags-view.module.css';
import type { TagActions } from './use-tag-actions';

/** Spec §9. */
export const CONTEXT_MENU_WIDTH = 105;

export interface ContextMenuState {
  view: TagView;
  /** Viewport coordinates of the menu's top-left corner. */
  x: number;
  y: number;
}

interface TagContextMenuProps extends ContextMenuState {
  actions: TagActions;
  /** Closes the menu; `restoreFocus` puts focus back on the tab (Escape), not after a click away. */
  onClose: (restoreFocus: boolean) => void;
}

const ENTRIES = [
  { key: 'refresh', label: '刷新' },
  { key: 'close', label: '关闭' },
  { key: 'closeOthers', label: '关闭其他' },
  { key: 'closeAll', label: '关闭所有' },
] as const;

/**
 * The tabs' context menu: opened by right-click at the pointer, or from the keyboard under the tab.
 * A WAI-ARIA menu: focus moves into it, arrows move between entries, Escape returns to the tab.
 */
export function TagContextMenu({ view, x, y, actions, onClose }: TagContextMenuProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const away = (event: Event) => {
      if (!listRef.current?.contains(event.target as Node)) onClose(false);
    };
    const dismiss = () => onClose(false);
    document.addEventListener('mousedown', away);
    window.addEventListener('resize', dismiss);
    window.addEventListener('blur', dismiss);
    return () => {
      document.removeEventListener('mousedown', away);
      window.removeEventListener('resize', dismiss);
      window.removeEventListener('blur', dismiss);
    };
  }, [onClose]);

  const run = (key: (typeof ENTRIES)[number]['key']) => {
    if (key === 'close' && view.meta.affix) return;
    onClose(false);
    actions[key](view);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') onClose(event.key === 'Escape');
    else return;
    event.preventDefault();
  };

  // Keep the whole menu on screen near the right edge.
  const left = Math.max(0, Math.min(x, window.innerWidth - CONTEXT_MENU_WIDTH - 4));
  return createPortal(
    <ul
      ref={listRef}
      role="menu"
      aria-label={`${view.title} 标签操作`}
      className={styles.contextMenu}
      // Portalled out of the layout, so it takes the theme colour from antd directly.
      style={{ left, top: y, width: CONTEXT_MENU_WIDTH, ['--admin-primary' as string]: token.colorPrimary }}
      onKeyDown={onKeyDown}
    >
      {ENTRIES.map(({ key, label }) => {
        const disabled = key === 'close' && Boolean(view.meta.affix);
        return (
          <li
            key={key}
            role="menuitem"
            tabIndex={-1}
            aria-disabled={disabled || undefined}
            className={styles.contextItem}
            onClick={() => run(key)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              run(key);
            }}
          >
            {label}
          </li>
        );
      })}
    </ul>,
    document.body,
  );
}
