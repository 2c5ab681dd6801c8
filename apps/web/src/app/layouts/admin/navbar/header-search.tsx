import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { AdminMenuItem, AdminRoute } from '../../../admin/admin-route';
import { isExternal } from '../../../admin/admin-route';
import styles from './navbar.module.css';

/** One thing the search can find: a visible page or an external link. */
export interface SearchEntry {
  path: string;
  /** Directory titles, then the page's own. */
  title: string[];
}

/** Spec §9: bitap patterns longer than 32 characters stop matching, so longer input is cut. */
const MAX_PATTERN = 32;

export function searchEntries(routes: readonly AdminRoute[], menu: readonly AdminMenuItem[]): SearchEntry[] {
  const pages = routes
    .filter((r) => !r.hidden && !r.path.includes(':'))
    .map((r) => ({ path: r.path, title: [...r.parents.map((p) => p.title), r.meta.title] }));
  const links: SearchEntry[] = [];
  const walk = (items: readonly AdminMenuItem[], titles: string[]) => {
    for (const item of items) {
      if (item.children) walk(item.children, [...titles, item.title]);
      else if (item.external) links.push({ path: item.key, title: [...titles, item.title] });
    }
  };
  walk(menu, []);
  return [...pages, ...links];
}

/** Spec §2: fuzzy match on title (weight 0.7) and path (0.3), threshold 0.4. */
export function createRouteSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
    threshold: 0.4,
    shouldSort: true,
    minMatchCharLength: 1,
  });
  return (query) => {
    const pattern = query.trim().slice(0, MAX_PATTERN);
    return pattern ? fuse.search(pattern).map((r) => r.item) : [];
  };
}

/** The navbar's search: an icon that opens a search box over the visible pages. */
export function HeaderSearch({ entries }: { entries: readonly SearchEntry[] }) {
  const navigate = useNavigate();
  const [show, setShow] = useState(false);
  const [results, setResults] = useState<SearchEntry[]>([]);
  const search = useMemo(() => createRouteSearch(entries), [entries]);

  const close = () => {
    setShow(false);
    setResults([]);
  };
  const choose = (path: string) => {
    close();
    if (isExternal(path)) window.open(path, '_blank', 'noopener,noreferrer');
    else void navigate(path);
  };

  return (
    <div className={styles.search}>
      <Button
        type="text"
        className={styles.action}
        icon={<SearchOutlined />}
        aria-label="搜索菜单"
        aria-expanded={show}
        onClick={() => (show ? close() : setShow(true))}
      />
      {show && (
        <Select<string>
          autoFocus
          className={styles.searchSelect}
          aria-label="搜索菜单"
          placeholder="输入菜单名称或路径"
          value={null}
          suffixIcon={null}
          showSearch={{ filterOption: false, onSearch: (q) => setResults(search(q)) }}
          options={results.map((r) => ({ value: r.path, label: r.title.join(' > ') }))}
          notFoundContent={null}
          popupMatchSelectWidth={260}
          onChange={choose}
          onBlur={close}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        />
      )}
    </div>
  );
}
