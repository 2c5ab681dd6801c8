/** An endpoint's path with its `:table`, e.g. `/api/generator/:table/config` → `/api/generator/mine_site/config`. */
export const tablePath = (path: string, table: string) => path.replace(':table', encodeURIComponent(table));

/** The hidden 生成配置 page (menu component tools/generator/config), opened with `?table=`. */
export const GENERATOR_CONFIG_PATH = '/generatorConfig';

/** 代码生成's list, where 生成配置 leads back to. */
export const GENERATOR_LIST_PATH = '/sys-tools/generator';

export const configHref = (table: string) => `${GENERATOR_CONFIG_PATH}?table=${encodeURIComponent(table)}`;
