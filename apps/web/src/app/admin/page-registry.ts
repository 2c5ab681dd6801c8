import { createElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/**
 * Every page the back office can show, by the component name the server (or a constant route)
 * gives it: one explicit, typed list instead of a file glob, so a name either resolves here or the
 * layout says the page does not exist. Each page's code loads on its first visit.
 */
const pages = {
  'dashboard/index': lazy(async () => ({
    default: (await import('../../features/dashboard/pages/dashboard-page')).DashboardPage,
  })),
  'account/center/index': lazy(async () => ({
    default: (await import('../../features/account/pages/account-center-page')).AccountCenterPage,
  })),
  'monitor/online/index': lazy(async () => ({
    default: (await import('../../features/monitor/pages/online-users-page')).OnlineUsersPage,
  })),
  'monitor/log/index': lazy(async () => ({
    default: (await import('../../features/monitor/pages/logs-page')).LogsPage,
  })),
  'monitor/log/errorLog': lazy(async () => ({
    default: (await import('../../features/monitor/pages/error-logs-page')).ErrorLogsPage,
  })),
  'monitor/server/index': lazy(async () => ({
    default: (await import('../../features/monitor/pages/server-monitor-page')).ServerMonitorPage,
  })),
  'monitor/sql/index': lazy(async () => ({
    default: (await import('../../features/monitor/pages/sql-monitor-page')).SqlMonitorPage,
  })),
  'system/user/index': lazy(async () => ({
    default: (await import('../../features/system/pages/users-page')).UsersPage,
  })),
  'system/role/index': lazy(async () => ({
    default: (await import('../../features/system/pages/roles-page')).RolesPage,
  })),
  'system/menu/index': lazy(async () => ({
    default: (await import('../../features/system/pages/menus-page')).MenusPage,
  })),
  'system/dict/index': lazy(async () => ({
    default: (await import('../../features/system/pages/dict-page')).DictPage,
  })),
  'system/timing/index': lazy(async () => ({
    default: (await import('../../features/jobs/pages/jobs-page')).JobsPage,
  })),
  'platform/enterprise/index': lazy(async () => ({
    default: (await import('../../features/enterprise/pages/enterprises-page')).EnterprisesPage,
  })),
  'tools/storage/index': lazy(async () => ({
    default: (await import('../../features/storage/pages/storage-page')).StoragePage,
  })),
  // 代码生成 and its hidden 生成配置 (/generatorConfig?table=…), 数据库备份.
  'tools/generator/index': lazy(async () => ({
    default: (await import('../../features/generator/pages/generator-page')).GeneratorPage,
  })),
  'tools/generator/config': lazy(async () => ({
    default: (await import('../../features/generator/pages/generator-config-page')).GeneratorConfigPage,
  })),
  'tools/database/index': lazy(async () => ({
    default: (await import('../../features/database/pages/database-backup-page')).DatabaseBackupPage,
  })),
  'tools/swagger/index': lazy(async () => ({
    default: (await import('../../features/docs/pages/api-docs-page')).ApiDocsPage,
  })),
  // 考核管理: the same pages as the portal's /assess/* workspace (features/assess).
  'assess/assess/index': lazy(async () => ({
    default: (await import('../../features/assess/pages/assess-list-page')).AssessListPage,
  })),
  'assess/team/index': lazy(async () => ({
    default: (await import('../../features/assess/pages/teams-page')).AdminTeamsPage,
  })),
  'assess/team/detail': lazy(async () => ({
    default: (await import('../../features/assess/pages/team-detail-page')).AdminTeamDetailPage,
  })),
  'assess/room/index': lazy(async () => ({
    default: (await import('../../features/assess/pages/rooms-page')).RoomsPage,
  })),
  // 平台运营: 软件管理 with its hidden detail (/softMineDetail), 资讯管理.
  'platform/soft/index': lazy(async () => ({
    default: (await import('../../features/soft/pages/admin-soft-page')).AdminSoftPage,
  })),
  'platform/soft/detail': lazy(async () => ({
    default: (await import('../../features/soft/pages/admin-soft-detail-page')).AdminSoftDetailPage,
  })),
  'platform/news/index': lazy(async () => ({
    default: (await import('../../features/news/pages/news-admin-page')).NewsAdminPage,
  })),
  // 设备控制 (/control) and 部署管理: every enterprise's devices, and the packages they install.
  'platform/control/index': lazy(async () => ({
    default: (await import('../../features/device/pages/control-admin-page')).ControlAdminPage,
  })),
  // 题库管理: the platform's question banks, and one bank's questions (a hidden detail page).
  'platform/exam-bank/index': lazy(async () => ({
    default: (await import('../../features/exam/pages/exam-pages')).ExamBankAdminPage,
  })),
  'platform/exam-bank/question': lazy(async () => ({
    default: (await import('../../features/exam/pages/exam-pages')).ExamQuestionAdminPage,
  })),
  'tools/deploy/index': lazy(async () => ({
    default: (await import('../../features/device/pages/deploy-admin-page')).DeployAdminPage,
  })),
} satisfies Record<string, Page>;

export type PageName = keyof typeof pages;

export function isPageName(name: string): name is PageName {
  return Object.hasOwn(pages, name);
}

const elements = new Map<PageName, ReactElement>();

/**
 * The element of the page registered under `name`, or undefined for a name this build does not
 * know. One element per page, made once: the page's type never changes between renders, so React
 * keeps its state.
 */
export function pageElement(name: string): ReactElement | undefined {
  if (!isPageName(name)) return undefined;
  let element = elements.get(name);
  if (!element) {
    element = createElement(pages[name]);
    elements.set(name, element);
  }
  return element;
}
