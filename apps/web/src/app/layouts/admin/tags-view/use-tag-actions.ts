import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

import { refreshHref } from '../../../../config/paths';
import { useTagsViewStore } from '../../../../stores/tags-view-store';
import type { TagView } from '../../../../stores/tags-view-store';
import { ADMIN_HOME_PATH } from '../../../admin/constant-admin-routes';

export interface TagActions {
  open(view: TagView): void;
  /** Drops the page's cache and bounces through /redirect, so it mounts afresh. */
  refresh(view: TagView): void;
  close(view: TagView): void;
  closeOthers(view: TagView): void;
  closeAll(view: TagView): void;
}

/** What the tabs and their context menu do; `activePath` is the page on screen. */
export function useTagActions(activePath: string | undefined): TagActions {
  const navigate = useNavigate();

  return useMemo(() => {
    const store = () => useTagsViewStore.getState();
    // When the page on screen loses its tab, show the last tab left (the pinned 首页 at worst).
    const showLast = () => {
      const last = store().visitedViews.at(-1);
      void navigate(last ? last.fullPath : ADMIN_HOME_PATH);
    };
    return {
      open: (view) => void navigate(view.fullPath),
      refresh(view) {
        store().delCachedView(view);
        void navigate(refreshHref(view.fullPath), { replace: true });
      },
      close(view) {
        if (view.meta.affix) return;
        store().delView(view);
        if (view.path === activePath) showLast();
      },
      closeOthers(view) {
        store().delOthersViews(view);
        if (view.path !== activePath) void navigate(view.fullPath);
      },
      closeAll() {
        store().delAllViews();
        if (!store().visitedViews.some((v) => v.path === activePath)) showLast();
      },
    };
  }, [navigate, activePath]);
}
