import { paths } from '../../../config/paths';

export interface PortalNavItem {
  label: string;
  to: string;
  /** Paths (and their sub-paths) for which the item is highlighted. */
  sections: readonly string[];
  /** Paths inside those sections that are not the item's (and their sub-paths). */
  except?: readonly string[];
}

/** DESIGN §3, in order and with its exact labels; the session items follow them in the header. */
export const PORTAL_NAV: readonly PortalNavItem[] = [
  { label: '首页', to: paths.home, sections: [paths.home] },
  { label: '统计分析', to: paths.stats, sections: [paths.stats] },
  { label: '软件中心', to: paths.soft, sections: [paths.soft] },
  { label: '考核中心', to: paths.mySoft, sections: [paths.mySoft, paths.assess] },
  // A trainee's exam has a /train address but is not 培训中心 (which a trainee cannot enter).
  { label: '培训中心', to: paths.trainPlan, sections: [paths.trainPlan, '/train'], except: [paths.examTake] },
];

export const CENTER_NAV: PortalNavItem = {
  label: '个人中心',
  to: paths.centerInfo,
  sections: [paths.center],
};

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export function isActive(item: PortalNavItem, pathname: string): boolean {
  if (item.except?.some((e) => within(pathname, e))) return false;
  return item.sections.some((s) => within(pathname, s));
}
