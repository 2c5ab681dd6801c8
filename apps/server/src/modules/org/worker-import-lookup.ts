import type { Db } from '../../db/database.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { entDept, entJob, entWorker } from './org.table.js';

interface Named {
  id: number;
  name: string;
  enabled: boolean;
}
interface DeptRow extends Named {
  pid: number | null;
}

export type Match = { id: number } | { error: string };

// A department name may itself hold a slash; a path is only tried when no name matches whole.
const SEPARATOR = /\s*[/／]\s*/;

/**
 * The enterprise's departments by name, for a sheet that names them: `综采一队` when that name is
 * unique, `生产部/综采一队` (any trailing part of the path from the top) when it repeats under
 * different parents. Siblings have different names (a unique index), so a full path is unique.
 */
export class DeptIndex {
  private readonly byId = new Map<number, DeptRow>();
  private readonly byName = new Map<string, DeptRow[]>();

  constructor(rows: DeptRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      const same = this.byName.get(row.name);
      if (same) same.push(row);
      else this.byName.set(row.name, [row]);
    }
  }

  /** Names from the top department down to this one. */
  pathOf(dept: DeptRow): string[] {
    const names: string[] = [];
    // Bounded: a cycle in bad data must not hang the import.
    for (let at: DeptRow | undefined = dept; at && names.length < 64; at = this.byId.get(at.pid ?? -1)) {
      names.unshift(at.name);
    }
    return names;
  }

  /** Every department as its path, each followed by its sub-departments: the template's help. */
  paths(): string[] {
    const children = new Map<number | null, DeptRow[]>();
    for (const dept of this.byId.values()) {
      const pid = dept.pid !== null && this.byId.has(dept.pid) ? dept.pid : null;
      const siblings = children.get(pid);
      if (siblings) siblings.push(dept);
      else children.set(pid, [dept]);
    }
    const out: string[] = [];
    const walk = (pid: number | null, prefix: string, depth: number) => {
      for (const dept of depth < 64 ? (children.get(pid) ?? []) : []) {
        out.push(prefix + dept.name);
        walk(dept.id, `${prefix}${dept.name}/`, depth + 1);
      }
    };
    walk(null, '', 0);
    return out;
  }

  private candidates(text: string): DeptRow[] {
    const whole = this.byName.get(text);
    if (whole) return whole;
    const parts = text.split(SEPARATOR).filter(Boolean);
    if (parts.length < 2) return [];
    return (this.byName.get(parts.at(-1)!) ?? []).filter((dept) => {
      const path = this.pathOf(dept);
      return path.length >= parts.length && parts.every((p, i) => path[path.length - parts.length + i] === p);
    });
  }

  match(text: string): Match {
    const found = this.candidates(text);
    if (found.length === 0) {
      return { error: `没有找到部门“${text}”：请先在部门管理中添加，或从模板第二页复制部门名称` };
    }
    if (found.length > 1) {
      const paths = found.slice(0, 3).map((d) => this.pathOf(d).join('/'));
      return {
        error: `有 ${found.length} 个部门叫“${text}”（${paths.join('、')}）：请连同上级部门一起填写，如“${paths[0]}”`,
      };
    }
    const [dept] = found as [DeptRow];
    if (!dept.enabled) return { error: `部门“${text}”已停用：请先在部门管理中启用，或换一个部门` };
    return { id: dept.id };
  }
}

/** Posts by their name, unique within an enterprise. */
export class PostIndex {
  private readonly byName: Map<string, Named>;

  constructor(rows: Named[]) {
    this.byName = new Map(rows.map((r) => [r.name, r]));
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  match(text: string): Match {
    const post = this.byName.get(text);
    if (!post) return { error: `没有找到岗位“${text}”：请先在岗位管理中添加，或从模板第二页复制岗位名称` };
    if (!post.enabled) return { error: `岗位“${text}”已停用：请先在岗位管理中启用，或换一个岗位` };
    return { id: post.id };
  }
}

export interface ImportLookups {
  depts: DeptIndex;
  posts: PostIndex;
  /** 工号 already in the enterprise: their rows update, the others create. */
  existing: Set<string>;
}

/** Everything a sheet is matched against, read through the caller's scope only. */
export async function loadLookups(
  db: Db,
  scope: EnterpriseScope,
  withWorkers = true,
): Promise<ImportLookups> {
  const [depts, posts, workers] = await Promise.all([
    db
      .select({ id: entDept.id, pid: entDept.pid, name: entDept.name, enabled: entDept.enabled })
      .from(entDept)
      .where(scope.where(entDept))
      .orderBy(entDept.sort, entDept.id),
    db
      .select({ id: entJob.id, name: entJob.name, enabled: entJob.enabled })
      .from(entJob)
      .where(scope.where(entJob))
      .orderBy(entJob.sort, entJob.id),
    withWorkers
      ? db.select({ employeeNo: entWorker.employeeNo }).from(entWorker).where(scope.where(entWorker))
      : Promise.resolve([]),
  ]);
  return {
    depts: new DeptIndex(depts),
    posts: new PostIndex(posts),
    existing: new Set(workers.map((w) => w.employeeNo)),
  };
}
