import * as contract from '@coalsim/contract';
import { endpoints, permissions } from '@coalsim/contract';
import { eq, or } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysMenu } from '../menus/menu.table.js';
import { isReservedEntity, kebabCase, pascalCase } from './gen-names.js';
import { isSchemaExport, type OurTable } from './our-tables.js';

interface Settings {
  moduleName: string;
  label: string;
  apiPath: string;
  permissionPrefix: string;
}

/** The names the generated contract would export (its types are checked through their schemas). */
function exportsOf(entity: string): string[] {
  const Entity = pascalCase(entity);
  const CONSTANT = kebabCase(entity).replaceAll('-', '_').toUpperCase();
  return [
    `${entity}Schema`,
    `${entity}CreateSchema`,
    `${entity}UpdateSchema`,
    `${entity}QuerySchema`,
    `${CONSTANT}_SORT_FIELDS`,
    `list${Entity}`,
    `download${Entity}`,
    `create${Entity}`,
    `update${Entity}`,
    `delete${Entity}`,
    `${entity}Endpoints`,
  ];
}

/**
 * What in the project already uses the names these settings would give the module: generated code
 * must add to the project, never collide with it (a second `deploy` permission group, a contract
 * export of the same name, an API path taken, a menu of the same title).
 */
export async function namingProblems(db: Db, s: Settings, ours: OurTable | undefined): Promise<string[]> {
  const problems: string[] = [];
  const entity = s.permissionPrefix;
  if (isReservedEntity(entity)) {
    problems.push(
      `权限前缀 ${entity} 是 TypeScript 的保留字或生成代码要用的名称，请换一个，如 ${entity}Info`,
    );
  }
  if (Object.hasOwn(permissions, entity)) {
    problems.push(`权限前缀 ${entity} 已被项目使用（${entity}:list 等），请换一个`);
  }
  const taken = exportsOf(entity).filter((name) => Object.hasOwn(contract, name));
  if (taken.length) problems.push(`契约中已有 ${taken.join('、')}，请换一个权限前缀`);
  if (!ours && isSchemaExport(entity)) {
    problems.push(`项目的表定义中已有名为 ${entity} 的导出，请换一个权限前缀`);
  }
  const clash = Object.values(endpoints).find(
    (e) => e.path === s.apiPath || e.path.startsWith(`${s.apiPath}/`) || s.apiPath.startsWith(`${e.path}/`),
  );
  if (clash) problems.push(`接口路径 ${s.apiPath} 与已有接口 ${clash.method} ${clash.path} 冲突，请换一个`);
  const titles = [s.label, `${s.label}新增`, `${s.label}编辑`, `${s.label}删除`];
  const menus = await db
    .select({ title: sysMenu.title })
    .from(sysMenu)
    .where(
      or(
        ...titles.map((t) => eq(sysMenu.title, t)),
        eq(sysMenu.componentName, pascalCase(entity)),
        eq(sysMenu.component, `${s.moduleName}/${kebabCase(entity)}/index`),
      ),
    );
  if (menus.length) {
    problems.push(`菜单中已有“${menus.map((m) => m.title).join('”“')}”，请换一个功能名称或权限前缀`);
  }
  return problems;
}
