import { permissions } from '@coalsim/contract';
import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { hasPermission } from '../../plugins/auth.js';
import { loadPrincipal, type Principal } from '../auth/current-user.js';
import type { AuthStore } from '../auth/store/auth-store.js';
import { backupRow } from './backup.service.js';
import type { DownloadTickets } from './download-tickets.js';

export const NEEDS_EDIT = '下载、恢复和删除备份需要“备份恢复”权限（database:edit），请联系管理员分配';
export const TICKET_GONE =
  '下载地址已失效或已被使用（一分钟内有效，只能用一次），请在“数据库备份”中重新点下载';

/** The dangerous three (download, restore, delete) need database:edit, whatever else they need. */
export function assertMayEdit(principal: Principal): void {
  if (!hasPermission(principal.permissions, [permissions.database.edit]))
    throw new HttpError(403, NEEDS_EDIT);
}

export const downloadUrl = (id: number, ticket: string) =>
  `/api/database/backup/${id}/download?ticket=${encodeURIComponent(ticket)}`;

/**
 * The backup a download ticket opens, once: the ticket must be this server's, unlapsed, for this
 * backup, unused, and its account must still be able to act and still hold database:edit. The
 * download's 操作日志 row names that account.
 */
export async function ticketedBackup(
  db: Db,
  store: AuthStore,
  tickets: DownloadTickets,
  request: FastifyRequest,
  id: number,
  ticket: string,
) {
  const claim = tickets.read(ticket);
  if (!claim || claim.backupId !== id || !(await store.useOnce(`dl:${claim.nonce}`, claim.expiresAt)))
    throw new HttpError(401, TICKET_GONE);
  const principal = await loadPrincipal(db, claim.userId);
  if (!principal) throw new HttpError(401, TICKET_GONE);
  request.auditUser = { id: principal.id, username: principal.username };
  assertMayEdit(principal);
  const row = await backupRow(db, id);
  request.auditNote = `下载了备份「${row.fileName}」（#${row.id}，${row.size} 字节）`;
  return row;
}
