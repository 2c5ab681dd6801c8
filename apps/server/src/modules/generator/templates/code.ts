import { commentText, tsString } from '../gen-literals.js';
import type { GenModel } from '../gen-model.js';

/**
 * Small helpers every template shares. Text from the database only ever goes through `str`
 * (a string literal) or `doc` (comment text); names come from validated identifiers.
 */
export const str = tsString;

/** A JSDoc line for a field, or nothing when there is nothing to say. */
export function doc(text: string, indent = '  '): string {
  const line = commentText(text);
  return line ? `${indent}/** ${line} */\n` : '';
}

/**
 * Lines joined, with `false`/`undefined` entries left out (for optional parts); '' is a blank line.
 * Prettier formats the result, so spare blank lines and long lines do not matter here.
 */
export function lines(...parts: (string | false | undefined | null)[]): string {
  return parts.filter((p): p is string => typeof p === 'string').join('\n');
}

export const NOT_FOUND = (m: GenModel) => `${m.CONSTANT}_NOT_FOUND`;
export const STALE = (m: GenModel) => `STALE_${m.CONSTANT}`;

/** The names the contract exports for the entity (also checked for clashes before generating). */
export function contractNames(m: GenModel) {
  return {
    schema: `${m.entity}Schema`,
    createSchema: `${m.entity}CreateSchema`,
    updateSchema: `${m.entity}UpdateSchema`,
    querySchema: `${m.entity}QuerySchema`,
    sortFields: `${m.CONSTANT}_SORT_FIELDS`,
    list: `list${m.Entity}`,
    download: `download${m.Entity}`,
    create: `create${m.Entity}`,
    update: `update${m.Entity}`,
    remove: `delete${m.Entity}`,
    endpoints: `${m.entity}Endpoints`,
    type: m.Entity,
    createType: `${m.Entity}Create`,
    updateType: `${m.Entity}Update`,
    queryType: `${m.Entity}Query`,
  };
}

/** Where each generated file goes, from the project root. */
export function pathsOf(m: GenModel) {
  const contract = `packages/contract/src/${m.moduleName}/${m.kebab}`;
  const server = `apps/server/src/modules/${m.moduleName}/${m.kebab}`;
  const web = `apps/web/src/features/${m.moduleName}`;
  return {
    contractSchemas: `${contract}.schemas.ts`,
    contractEndpoints: `${contract}.endpoints.ts`,
    contractTest: `${contract}.schemas.test.ts`,
    table: `${server}.table.ts`,
    service: `${server}.service.ts`,
    routes: `${server}.routes.ts`,
    exportColumns: `${server}-export.ts`,
    menu: `${server}.menu.ts`,
    serverTest: `${server}.test.ts`,
    samples: `apps/server/src/testing/${m.kebab}-samples.ts`,
    apiList: `${web}/api/get-${m.kebab}-list.ts`,
    apiCreate: `${web}/api/create-${m.kebab}.ts`,
    apiUpdate: `${web}/api/update-${m.kebab}.ts`,
    apiDelete: `${web}/api/delete-${m.kebab}.ts`,
    apiDownload: `${web}/api/download-${m.kebab}-list.ts`,
    filters: `${web}/components/${m.kebab}-filters.tsx`,
    form: `${web}/components/${m.kebab}-form-dialog.tsx`,
    page: `${web}/pages/${m.kebab}-page.tsx`,
    pageTest: `${web}/pages/${m.kebab}-page.test.tsx`,
    readme: 'GENERATED.md',
  };
}

/** The menu entry: where the page is and what it is called (the web registry's key). */
export function menuOf(m: Pick<GenModel, 'kebab' | 'moduleName' | 'Entity'>) {
  return {
    directory: '平台运营',
    directoryPath: 'platform',
    path: m.kebab,
    component: `${m.moduleName}/${m.kebab}/index`,
    componentName: m.Entity,
    url: `/platform/${m.kebab}`,
  };
}

/** The module has 新增 (mode crud). */
export const creates = (m: GenModel) => m.mode === 'crud';
/** The module has 编辑 and 删除 (mode crud or edit). */
export const changes = (m: GenModel) => m.mode !== 'read';

/** The permissions the module uses: list always, add with 新增, edit and del with 编辑 and 删除. */
export function permissionsOf(m: GenModel): { list: string; add?: string; edit?: string; del?: string } {
  return {
    list: `${m.entity}:list`,
    ...(creates(m) ? { add: `${m.entity}:add` } : {}),
    ...(changes(m) ? { edit: `${m.entity}:edit`, del: `${m.entity}:del` } : {}),
  };
}

/** The permissions' actions and strings, in the order the menu's buttons and the tests list them. */
export const actionsOf = (m: GenModel) =>
  Object.entries(permissionsOf(m)).filter((e): e is ['list' | 'add' | 'edit' | 'del', string] => !!e[1]);
