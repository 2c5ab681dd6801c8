import type { DictDetail } from '@coalsim/contract';
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysDict, sysDictDetail } from './dict.table.js';

/** All choices of one dictionary by dictSort (empty for an unknown name). */
export async function dictDetailsOf(db: Db, name: string): Promise<DictDetail[]> {
  const rows = await db
    .select({
      id: sysDictDetail.id,
      dictId: sysDict.id,
      dictName: sysDict.name,
      label: sysDictDetail.label,
      value: sysDictDetail.value,
      dictSort: sysDictDetail.dictSort,
    })
    .from(sysDictDetail)
    .innerJoin(sysDict, eq(sysDict.id, sysDictDetail.dictId))
    .where(eq(sysDict.name, name))
    .orderBy(asc(sysDictDetail.dictSort), asc(sysDictDetail.id));
  return rows.map(({ dictId, dictName, ...d }) => ({ ...d, dict: { id: dictId, name: dictName } }));
}

/** `a,b` or `a，b` → ['a', 'b']. */
export function splitDictNames(names: string): string[] {
  return [
    ...new Set(
      names
        .split(/[,，]/)
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);
}
