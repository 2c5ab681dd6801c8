import type { GenField, GenModel } from '../gen-model.js';
import { changes, contractNames, creates, lines, NOT_FOUND, STALE, str } from './code.js';
import { formFields, queryFields, sortFields } from './contract-schemas.js';

const col = (m: GenModel, f: GenField) => `${m.tableConst}.${f.key}`;

/** One condition of filtersOf for a search field. */
function filterOf(m: GenModel, f: GenField): string {
  const q = `query.${f.prop}`;
  if (f.queryType === 'between') return `withinRange(${col(m, f)}, ${q})`;
  if (f.queryType === 'like') return `${q} ? ilike(${col(m, f)}, \`%\${escapeLike(${q})}%\`) : undefined`;
  return `${q} === undefined ? undefined : eq(${col(m, f)}, ${q})`;
}

/** How a response field is made from the row. */
function sentValue(m: GenModel, f: GenField): string {
  const v = `row.${f.key}`;
  if (f.kind !== 'datetime') return v;
  return f.db.nullable ? `${v}?.toISOString() ?? null` : `${v}.toISOString()`;
}

/** How a column is set from a body field (datetimes travel as ISO text, are stored as Date). */
function setValue(f: GenField): string {
  const v = `body.${f.prop}`;
  if (f.kind !== 'datetime') return v;
  if (f.required) return `new Date(${v})`;
  return f.db.nullable
    ? `${v} === undefined ? undefined : ${v} === null ? null : new Date(${v})`
    : `${v} === undefined ? undefined : new Date(${v})`;
}

/** How the list is ordered: as asked, else newest first by the key (or by the key columns, ascending). */
function orderOf(m: GenModel): string {
  const n = contractNames(m);
  const columns = `{ ${sortFields(m)
    .map((f) => `${f.prop}: ${col(m, f)}`)
    .join(', ')} }`;
  const [first, ...rest] = m.keys.map((f) => col(m, f));
  const fallback =
    m.mode === 'read' ? `[${[first, ...rest].map((c) => `asc(${c})`).join(', ')}]` : `[desc(${first})]`;
  const more = rest.length ? `, ${rest.map((c) => `asc(${c})`).join(', ')}` : '';
  return lines(
    `function orderOf(query: ${n.queryType}) {`,
    `  const columns = ${columns};`,
    m.mode === 'read'
      ? '  // In key order unless the list asks otherwise.'
      : '  // Newest first unless the list asks otherwise.',
    more
      ? `  return [...orderByOf(query.sort, columns, ${fallback}, ${first})${more}];`
      : `  return orderByOf(query.sort, columns, ${fallback}, ${first});`,
    '}',
  );
}

/** apps/server/src/modules/<module>/<entity>.service.ts */
export function serverService(m: GenModel): string {
  const n = contractNames(m);
  const queried = queryFields(m);
  const unique = m.fields.filter((f) => f.unique);
  const { createBy, updateBy } = m.audit;
  const updateTime = changes(m) ? m.audit.updateTime : undefined;
  const drizzle = [
    (queried.length > 0 || updateTime) && 'and',
    (m.mode === 'read' || m.keys.length > 1) && 'asc',
    'count',
    m.mode !== 'read' && 'desc',
    changes(m) && 'eq',
    !changes(m) && queried.some((f) => f.queryType === 'eq') && 'eq',
    queried.some((f) => f.queryType === 'like') && 'ilike',
    changes(m) && 'inArray',
    updateTime && 'sql',
    'type SQL',
  ].filter((x, i, all) => x && all.indexOf(x) === i);
  const takenMessage = unique.length
    ? `${unique.map((f) => f.label).join('或')}已被其他${m.label}使用，请换一个`
    : `已有相同的${m.label}，请修改后再保存`;
  const byUser = (f: GenField | undefined) => (f ? `${f.key}: principal.username, ` : '');
  const types = [n.type, creates(m) && n.createType, n.queryType, changes(m) && n.updateType].filter(Boolean);
  const sqlHelpers = [
    queried.some((f) => f.queryType === 'like') && 'escapeLike',
    updateTime && 'sameVersion',
  ].filter(Boolean);
  const bodyType = creates(m) ? n.createType : n.updateType;
  return lines(
    `import type { ${types.join(', ')} } from '@coalsim/contract';`,
    `import { ${drizzle.join(', ')} } from 'drizzle-orm';`,
    '',
    "import type { Db } from '../../db/database.js';",
    changes(m) && "import { badRequest, conflict, notFound } from '../../lib/http-error.js';",
    `import { orderByOf${queried.some((f) => f.queryType === 'between') ? ', withinRange' : ''} } from '../../lib/list-query.js';`,
    changes(m) && "import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.js';",
    sqlHelpers.length > 0 && `import { ${sqlHelpers.join(', ')} } from '../../lib/sql.js';`,
    "import { EXPORT_LIMIT } from '../../lib/xlsx.js';",
    // One of ours comes from the table list (sorted before ../auth), a new one from its own file.
    m.ours && `import { ${m.tableConst} } from '../../schema.js';`,
    changes(m) && "import type { Principal } from '../auth/current-user.js';",
    !m.ours && `import { ${m.tableConst} } from './${m.kebab}.table.js';`,
    '',
    changes(m) &&
      lines(
        `export const ${NOT_FOUND(m)} = ${str(`${m.label}不存在或已被删除，请刷新后重试`)};`,
        updateTime && `export const ${STALE(m)} = ${str(`${m.label}已被他人修改，请刷新后再保存`)};`,
        `export const ${m.CONSTANT}_TAKEN = ${str(takenMessage)};`,
        `export const ${m.CONSTANT}_IN_USE = ${str(`${m.label}仍被其他数据引用，请先修改或删除引用它的数据`)};`,
        `const ${m.CONSTANT}_MISSING_REFERENCE = ${str(`${m.label}引用的数据不存在，请刷新后重新选择`)};`,
        '',
      ),
    `type Row = typeof ${m.tableConst}.$inferSelect;`,
    '',
    `const to${m.Entity} = (row: Row): ${n.type} => ({`,
    ...m.sent.map((f) => `  ${f.prop}: ${sentValue(m, f)},`),
    '});',
    '',
    `function filtersOf(${queried.length ? 'query' : '_query'}: ${n.queryType}): SQL | undefined {`,
    queried.length
      ? `  return and(\n${queried.map((f) => `    ${filterOf(m, f)},`).join('\n')}\n  );`
      : '  return undefined;',
    '}',
    '',
    orderOf(m),
    '',
    `export async function list${m.Entity}(db: Db, query: ${n.queryType}) {`,
    '  const where = filtersOf(query);',
    '  const [rows, [total]] = await Promise.all([',
    `    db.select().from(${m.tableConst}).where(where).orderBy(...orderOf(query)).limit(query.size).offset(query.page * query.size),`,
    `    db.select({ n: count() }).from(${m.tableConst}).where(where),`,
    '  ]);',
    `  return { content: rows.map(to${m.Entity}), totalElements: total?.n ?? 0 };`,
    '}',
    '',
    `export async function ${m.entity}ForExport(db: Db, query: ${n.queryType}): Promise<${n.type}[]> {`,
    `  const rows = await db.select().from(${m.tableConst}).where(filtersOf(query)).orderBy(...orderOf(query)).limit(EXPORT_LIMIT);`,
    `  return rows.map(to${m.Entity});`,
    '}',
    changes(m) &&
      lines(
        '',
        '/** The columns a body sets; fields it leaves out keep their value (or the column default). */',
        `function fieldsOf(body: ${bodyType}) {`,
        '  return {',
        ...formFields(m).map((f) => `    ${f.key}: ${setValue(f)},`),
        '  };',
        '}',
        '',
        '/** What the database refused, in words the page can show. */',
        'function refusal(err: unknown): unknown {',
        `  if (isUniqueViolation(err)) return conflict(${m.CONSTANT}_TAKEN);`,
        `  if (isForeignKeyViolation(err)) return badRequest(${m.CONSTANT}_MISSING_REFERENCE);`,
        '  return err;',
        '}',
      ),
    creates(m) &&
      lines(
        '',
        `export async function create${m.Entity}(db: Db, principal: Principal, body: ${n.createType}): Promise<${n.type}> {`,
        '  try {',
        `    const [row] = await db.insert(${m.tableConst}).values({ ...fieldsOf(body), ${byUser(createBy)}${byUser(updateBy)}}).returning();`,
        `    return to${m.Entity}(row!);`,
        '  } catch (err) {',
        '    throw refusal(err);',
        '  }',
        '}',
      ),
    changes(m) && updateAndDelete(m, updateTime, byUser(updateBy)),
    '',
  );
}

function updateAndDelete(m: GenModel, updateTime: GenField | undefined, byUser: string): string {
  const n = contractNames(m);
  const pk = col(m, m.pk);
  return lines(
    '',
    `export async function update${m.Entity}(db: Db, principal: Principal, body: ${n.updateType}): Promise<${n.type}> {`,
    '  let row: Row | undefined;',
    '  try {',
    `    [row] = await db.update(${m.tableConst})`,
    `      .set({ ...fieldsOf(body), ${byUser}${updateTime ? `${updateTime.key}: sql\`now()\`` : ''} })`,
    updateTime
      ? `      .where(and(eq(${pk}, body.${m.pk.prop}), sameVersion(${col(m, updateTime)}, body.updateTime)))`
      : `      .where(eq(${pk}, body.${m.pk.prop}))`,
    '      .returning();',
    '  } catch (err) {',
    '    throw refusal(err);',
    '  }',
    updateTime
      ? lines(
          '  if (!row) {',
          '    // Gone, or changed since it was read: say which.',
          `    const [exists] = await db.select({ id: ${pk} }).from(${m.tableConst}).where(eq(${pk}, body.${m.pk.prop}));`,
          `    throw exists ? conflict(${STALE(m)}) : notFound(${NOT_FOUND(m)});`,
          '  }',
        )
      : `  if (!row) throw notFound(${NOT_FOUND(m)});`,
    `  return to${m.Entity}(row);`,
    '}',
    '',
    '/** All or none: an id that is not there (any more) rolls the whole delete back. */',
    `export async function delete${m.Entity}(db: Db, ids: number[]): Promise<void> {`,
    '  const wanted = [...new Set(ids)];',
    '  try {',
    '    await db.transaction(async (tx) => {',
    `      const removed = await tx.delete(${m.tableConst}).where(inArray(${pk}, wanted)).returning({ id: ${pk} });`,
    `      if (removed.length !== wanted.length) throw notFound(${NOT_FOUND(m)});`,
    '    });',
    '  } catch (err) {',
    `    if (isForeignKeyViolation(err)) throw conflict(${m.CONSTANT}_IN_USE);`,
    '    throw err;',
    '  }',
    '}',
  );
}
