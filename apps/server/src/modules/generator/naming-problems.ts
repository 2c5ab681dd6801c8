import * as contract from '@coalsim/contract';
import { endpoints, permissions, type GEN_SETTING_NAMES } from '@coalsim/contract';

import type { Db } from '../../db/database.js';
import { sysMenu } from '../menus/menu.table.js';
import { constantCase, isReservedEntity, kebabCase, pascalCase } from './gen-names.js';
import { isSchemaExport, type OurTable } from './our-tables.js';
import { menuOf } from './templates/code.js';

export type SettingName = (typeof GEN_SETTING_NAMES)[number];
export type Settings = Record<SettingName, string>;

/** A setting the project already uses, with the message that names it and a free one to take. */
export interface NamingProblem {
  setting: SettingName;
  message: string;
}

/** What the project already has that a generated module must not take again. */
export interface TakenNames {
  menus: (typeof sysMenu.$inferSelect)[];
  ours: OurTable | undefined;
}

export async function takenNames(db: Db, ours: OurTable | undefined): Promise<TakenNames> {
  return { menus: await db.select().from(sysMenu), ours };
}

/** The names the generated contract would export (its types are checked through their schemas). */
function exportsOf(entity: string): string[] {
  const Entity = pascalCase(entity);
  return [
    `${entity}Schema`,
    `${entity}CreateSchema`,
    `${entity}UpdateSchema`,
    `${entity}QuerySchema`,
    `${constantCase(entity)}_SORT_FIELDS`,
    `list${Entity}`,
    `download${Entity}`,
    `create${Entity}`,
    `update${Entity}`,
    `delete${Entity}`,
    `${entity}Endpoints`,
  ];
}

/** Why the entity (权限前缀, also the names in code and the page's address) is taken, or null. */
function entityTaken(taken: TakenNames, entity: string, moduleName: string): string | null {
  if (isReservedEntity(entity)) return `${entity} 是 TypeScript 的保留字或生成代码要用的名称`;
  if (Object.hasOwn(permissions, entity)) return `已有同名权限（${entity}:list 等）`;
  const exported = exportsOf(entity).filter((name) => Object.hasOwn(contract, name));
  if (exported.length) return `契约中已有 ${exported.join('、')}`;
  if (!taken.ours && isSchemaExport(entity)) return `项目的表定义中已有名为 ${entity} 的导出`;
  const menu = menuOf({ Entity: pascalCase(entity), kebab: kebabCase(entity), moduleName });
  const directory = taken.menus.find((m) => m.pid === null && m.path === menu.directoryPath);
  const page = taken.menus.find(
    (m) =>
      m.componentName === menu.componentName ||
      m.component === menu.component ||
      (m.pid === directory?.id && m.path === menu.path),
  );
  if (page) return `菜单“${page.title}”已使用页面 ${menu.component}（${menu.url}）`;
  return null;
}

/** Why the API path is taken (the same, or one inside the other), or null. */
function pathTaken(apiPath: string): string | null {
  const clash = Object.values(endpoints).find(
    (e) => e.path === apiPath || e.path.startsWith(`${apiPath}/`) || apiPath.startsWith(`${e.path}/`),
  );
  return clash ? `与已有接口 ${clash.method} ${clash.path} 冲突` : null;
}

/** Why the label (the menu's title and its buttons' titles) is taken, or null. */
function labelTaken(taken: TakenNames, label: string): string | null {
  const titles = new Set([label, `${label}新增`, `${label}编辑`, `${label}删除`]);
  const menu = taken.menus.find((m) => titles.has(m.title));
  return menu ? `菜单中已有“${menu.title}”（菜单名称不能重复）` : null;
}

/** Candidates for a name taken: the name, then with a suffix, each within `max` characters. */
function candidates(name: string, suffixes: string[], max: number): string[] {
  return [name, ...suffixes.map((s) => `${name.slice(0, max - s.length)}${s}`)];
}
const ENTITY_SUFFIXES = ['Item', 'Entry', 'Gen', ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `Gen${n}`)];
const LABEL_SUFFIXES = ['（生成）', ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `（生成${n}）`)];

const freeEntity = (taken: TakenNames, s: Settings) =>
  candidates(s.permissionPrefix, ENTITY_SUFFIXES, 40).find(
    (e) => !entityTaken(taken, e, s.moduleName) && !pathTaken(`/api/${e}`),
  );
const freePath = (s: Settings) => candidates(s.apiPath, ENTITY_SUFFIXES, 100).find((p) => !pathTaken(p));
const freeLabel = (taken: TakenNames, label: string) =>
  candidates(label, LABEL_SUFFIXES, 50).find((l) => !labelTaken(taken, l));

/**
 * Defaults that add to the project instead of colliding with it: where the table's own names are
 * taken (the project's `device` table has its permissions, contract, API and menu), the first free
 * one with a suffix (deviceItem, /api/deviceItem, 设备（生成）).
 */
export function proposeSettings(taken: TakenNames, s: Settings): Settings {
  const entity = freeEntity(taken, s) ?? s.permissionPrefix;
  const moved = entity !== s.permissionPrefix && s.apiPath === `/api/${s.permissionPrefix}`;
  const apiPath = moved ? `/api/${entity}` : (freePath(s) ?? s.apiPath);
  return { ...s, permissionPrefix: entity, apiPath, label: freeLabel(taken, s.label) ?? s.label };
}

/**
 * What in the project already uses the names these settings would give the module, each under the
 * setting to change and with a free name to take instead: generated code must add to the project,
 * never collide with it (a second `deploy` permission group, a contract export of the same name,
 * an API path taken, a menu of the same title or page).
 */
export function namingProblems(taken: TakenNames, s: Settings): NamingProblem[] {
  const problems: NamingProblem[] = [];
  const instead = (name: string | undefined) => (name ? `，如 ${name}` : '');
  const entity = entityTaken(taken, s.permissionPrefix, s.moduleName);
  if (entity) {
    problems.push({
      setting: 'permissionPrefix',
      message: `权限前缀 ${s.permissionPrefix} 不能用：${entity}。请换一个权限前缀${instead(freeEntity(taken, s))}`,
    });
  }
  const path = pathTaken(s.apiPath);
  if (path) {
    problems.push({
      setting: 'apiPath',
      message: `接口路径 ${s.apiPath} 不能用：${path}。请换一个接口路径${instead(freePath(s))}`,
    });
  }
  const label = labelTaken(taken, s.label);
  if (label) {
    problems.push({
      setting: 'label',
      message: `功能名称“${s.label}”不能用：${label}。请换一个功能名称${instead(freeLabel(taken, s.label))}`,
    });
  }
  return problems;
}
