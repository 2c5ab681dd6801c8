import { beforeEach, describe, expect, it } from 'vitest';

import { useTagsViewStore } from './tags-view-store';
import type { TagViewInput } from './tags-view-store';

const home: TagViewInput = {
  path: '/home',
  name: 'Dashboard',
  meta: { title: '首页', affix: true, noCache: true },
};
const online: TagViewInput = {
  path: '/monitor/online',
  fullPath: '/monitor/online?username=ad',
  name: 'OnlineUser',
  meta: { title: '在线用户' },
};
const center: TagViewInput = { path: '/user/center', name: 'UserCenter', meta: { title: '个人中心' } };
const untitled: TagViewInput = { path: '/x', name: 'X', meta: {} };

const state = () => useTagsViewStore.getState();
const paths = () => state().visitedViews.map((v) => v.path);

beforeEach(() => useTagsViewStore.setState({ visitedViews: [], cachedViews: [] }));

describe('tags view store', () => {
  it('adds one tab per path with its title, full path and pin', () => {
    state().addView(home);
    state().addView(online);
    state().addView({ ...online, fullPath: '/monitor/online' });
    state().addView(untitled);

    expect(state().visitedViews).toEqual([
      { path: '/home', fullPath: '/home', name: 'Dashboard', title: '首页', meta: home.meta },
      {
        path: '/monitor/online',
        fullPath: '/monitor/online?username=ad',
        name: 'OnlineUser',
        title: '在线用户',
        meta: online.meta,
      },
      { path: '/x', fullPath: '/x', name: 'X', title: 'no-name', meta: {} },
    ]);
  });

  it('caches pages by route name, skipping noCache and nameless ones', () => {
    state().addView(home);
    state().addView(online);
    state().addView(online);
    state().addView({ path: '/anon', meta: { title: '匿名' } });
    expect(state().cachedViews).toEqual(['OnlineUser']);
  });

  it('closes one tab with its cache, but never a pinned one', () => {
    [home, online, center].forEach((v) => state().addView(v));
    state().delView(online);
    expect(paths()).toEqual(['/home', '/user/center']);
    expect(state().cachedViews).toEqual(['UserCenter']);

    state().delView(home);
    expect(paths()).toEqual(['/home', '/user/center']);
  });

  it('keeps a cache entry while another tab of the same route is open', () => {
    state().addView({ ...online, path: '/detail/1', name: 'Detail' });
    state().addView({ ...online, path: '/detail/2', name: 'Detail' });
    state().delView({ path: '/detail/1', name: 'Detail' });
    expect(state().cachedViews).toEqual(['Detail']);
  });

  it('closes the others, keeping pinned tabs and the chosen one', () => {
    [home, online, center, untitled].forEach((v) => state().addView(v));
    state().delOthersViews({ path: '/user/center', name: 'UserCenter' });
    expect(paths()).toEqual(['/home', '/user/center']);
    expect(state().cachedViews).toEqual(['UserCenter']);
  });

  it('closes all but the pinned tabs', () => {
    [home, online, center].forEach((v) => state().addView(v));
    state().delAllViews();
    expect(paths()).toEqual(['/home']);
    expect(state().cachedViews).toEqual([]);
  });

  it('drops only the cache for a refresh', () => {
    state().addView(online);
    state().delCachedView(online);
    expect(paths()).toEqual(['/monitor/online']);
    expect(state().cachedViews).toEqual([]);
  });

  it('updates the tab of a path with the latest query and title', () => {
    state().addView(online);
    state().updateVisitedView({ ...online, fullPath: '/monitor/online?username=x', meta: { title: '在线' } });
    expect(state().visitedViews[0]).toMatchObject({ fullPath: '/monitor/online?username=x', title: '在线' });
  });
});
