import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';

import {
  DEPLOY_MAX_BYTES,
  deployUploadFieldsSchema,
  type DeployPackage,
  type DeployQuery,
  type StorageBackend as BackendKind,
} from '@coalsim/contract';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { escapeLike } from '../../lib/sql.js';
import { softGrant } from '../access/access.table.js';
import { validSql as validGrantSql } from '../access/grant.service.js';
import type { Principal } from '../auth/current-user.js';
import { PUBLISHED } from '../soft/soft-query.js';
import { detectKind } from '../storage/file-kind.js';
import type { FileStore } from '../storage/storage-backend.js';
import { cleanFileName } from '../storage/stored-file.service.js';
import { receiveUpload } from '../storage/upload-reader.js';
import type { UploadRules } from '../storage/upload-rules.js';
import { deployPackage } from './device.table.js';

export const DEPLOY_NOT_FOUND = '部署包不存在或已被删除，请刷新后重试';
const SOFT_NOT_PUBLISHED = '只能为已上架的软件上传部署包，请在软件管理中确认该软件的状态';
const versionTaken = (v: string) => `该软件已有版本 ${v} 的部署包；如需替换，请先删除旧包或使用新的版本号`;

export const DEPLOY_RULES: UploadRules = {
  field: 'file',
  maxBytes: DEPLOY_MAX_BYTES,
  kinds: ['zip'],
  typeMessage: '部署包只能是 zip 压缩包',
  sizeMessage: '部署包不能超过 500 MB',
  missingMessage: '请选择要上传的部署包（zip）',
};

const columns = {
  id: deployPackage.id,
  softId: soft.id,
  softName: soft.name,
  version: deployPackage.version,
  description: deployPackage.description,
  fileName: deployPackage.fileName,
  size: deployPackage.size,
  sha256: deployPackage.sha256,
  createBy: deployPackage.createBy,
  createTime: deployPackage.createTime,
};
type Row = Omit<DeployPackage, 'soft' | 'createBy' | 'createTime'> & {
  softId: number;
  softName: string;
  createBy: string | null;
  createTime: Date;
};

const toPackage = ({ softId, softName, createBy, createTime, ...row }: Row): DeployPackage => ({
  ...row,
  soft: { id: softId, name: softName },
  createBy: createBy ?? '',
  createTime: createTime.toISOString(),
});

const selectPackages = (db: Db) =>
  db.select(columns).from(deployPackage).innerJoin(soft, eq(soft.id, deployPackage.softId));

export async function listPackages(db: Db, query: DeployQuery) {
  const pattern = query.blurry ? `%${escapeLike(query.blurry)}%` : undefined;
  const where = and(
    query.softId ? eq(deployPackage.softId, query.softId) : undefined,
    pattern
      ? or(
          ilike(soft.name, pattern),
          ilike(deployPackage.version, pattern),
          ilike(deployPackage.fileName, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectPackages(db)
      .where(where)
      .orderBy(desc(deployPackage.createTime), desc(deployPackage.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(deployPackage)
      .innerJoin(soft, eq(soft.id, deployPackage.softId))
      .where(where),
  ]);
  return { content: rows.map(toPackage), totalElements: total?.n ?? 0 };
}

/**
 * What an enterprise can roll out: packages of its own software and of software it holds a valid
 * grant to, newest first (`softId` narrows it to one).
 */
export async function usablePackages(db: Db, enterpriseId: number, softId: number | undefined) {
  const rows = await selectPackages(db)
    .where(
      and(
        softId ? eq(deployPackage.softId, softId) : undefined,
        or(
          eq(soft.enterpriseId, enterpriseId),
          sql`exists (select 1 from ${softGrant} where ${softGrant.softId} = ${deployPackage.softId}
            and ${softGrant.enterpriseId} = ${enterpriseId} and ${validGrantSql})`,
        ),
      ),
    )
    .orderBy(desc(deployPackage.createTime), desc(deployPackage.id))
    .limit(200);
  return rows.map(toPackage);
}

/**
 * `POST api/deploy/upload`: the zip is spooled to a temp file with its sha256 computed on the
 * way (memory stays at a chunk whatever the size), checked by its bytes, moved into the storage
 * service and recorded. The fields are checked before anything is kept.
 */
export async function uploadPackage(
  db: Db,
  store: FileStore,
  request: FastifyRequest,
  principal: Principal,
  log: FastifyBaseLogger,
) {
  const received = await receiveUpload(request, store.tmpDir, DEPLOY_RULES);
  let storedName: string | undefined;
  try {
    const checked = deployUploadFieldsSchema.safeParse(received.fields);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = String(issue?.path[0] ?? 'file');
      throw badRequest(issue?.message ?? '表单内容不正确', { [field]: [issue?.message ?? ''] });
    }
    const fields = checked.data;
    const [target] = await db
      .select({ id: soft.id })
      .from(soft)
      .where(and(eq(soft.id, fields.softId), eq(soft.status, PUBLISHED)));
    if (!target) throw badRequest(SOFT_NOT_PUBLISHED, { softId: [SOFT_NOT_PUBLISHED] });
    if (received.size === 0 || (await detectKind(received.file, received.text)) !== 'zip') {
      throw badRequest(DEPLOY_RULES.typeMessage, { file: [DEPLOY_RULES.typeMessage] });
    }
    storedName = `${randomBytes(16).toString('hex')}.zip`;
    await store.current.put(storedName, received.file, received.size, 'application/zip');
    const [row] = await db
      .insert(deployPackage)
      .values({
        softId: fields.softId,
        version: fields.version,
        description: fields.description,
        fileName: cleanFileName(received.fileName, `${fields.version}.zip`),
        storedName,
        backend: store.current.kind,
        size: received.size,
        sha256: received.sha256,
        createBy: principal.username,
        updateBy: principal.username,
      })
      .returning({ id: deployPackage.id });
    const [saved] = await selectPackages(db).where(eq(deployPackage.id, row!.id));
    return toPackage(saved!);
  } catch (err) {
    if (storedName) {
      await store.current
        .delete(storedName)
        .catch((e: unknown) => log.warn({ err: e }, 'deploy: stored bytes left'));
    }
    if (isUniqueViolation(err, 'deploy_package_version_uq')) {
      const version = received.fields.version?.trim() ?? '';
      throw conflict(versionTaken(version), { version: [versionTaken(version)] });
    }
    throw err;
  } finally {
    await rm(received.file, { force: true });
  }
}

export async function deletePackages(db: Db, store: FileStore, ids: number[], log: FastifyBaseLogger) {
  const wanted = [...new Set(ids)];
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(deployPackage)
      .where(inArray(deployPackage.id, wanted))
      .returning({ storedName: deployPackage.storedName, backend: deployPackage.backend });
    if (rows.length !== wanted.length) throw notFound(DEPLOY_NOT_FOUND);
    return rows;
  });
  // After the commit: bytes without a row are only wasted space, a row without bytes a broken update.
  for (const r of removed) {
    await store
      .backendOf(r.backend as BackendKind)
      ?.delete(r.storedName)
      .catch((err: unknown) =>
        log.warn({ err, storedName: r.storedName }, 'deploy: could not remove package bytes'),
      );
  }
  return {};
}

/** The package row for the agent's download (the caller checks the device may have it). */
export async function packageFile(db: Db, id: number) {
  const [row] = await db
    .select({
      softId: deployPackage.softId,
      storedName: deployPackage.storedName,
      backend: deployPackage.backend,
      size: deployPackage.size,
      fileName: deployPackage.fileName,
      sha256: deployPackage.sha256,
    })
    .from(deployPackage)
    .where(eq(deployPackage.id, id));
  if (!row) throw notFound(DEPLOY_NOT_FOUND);
  return row;
}
