import { describe, expect, it } from 'vitest';

import { paths } from '../../config/paths';
import { CENTER_MENU } from '../../features/center/center-menu';
import { readRouteHandle } from '../../lib/route-handle';
import { portalRoutes } from './portal-routes';

/** The children of /center, from whichever feature they come (center, account, soft). */
function centerChildren() {
  const center = portalRoutes.flatMap((r) => r.children ?? [r]).find((r) => r.path === paths.center);
  return (center?.children ?? []).filter((r) => !r.index);
}

describe("the personal centre's routes", () => {
  it("give each menu item a page titled with the item's label", () => {
    const titles = Object.fromEntries(
      centerChildren().map((r) => [`${paths.center}/${r.path}`, readRouteHandle(r.handle).title]),
    );
    expect(titles).toEqual(Object.fromEntries(CENTER_MENU.map((i) => [i.path, i.label])));
  });
});
