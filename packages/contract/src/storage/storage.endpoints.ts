import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  s3ConfigSchema,
  storageFileSchema,
  storageQuerySchema,
  storageRenameSchema,
} from './storage.schemas.js';

const { storage } = permissions;
const ok = z.object({});

export const listStorage = defineEndpoint({
  method: 'GET',
  path: '/api/localStorage',
  summary: '文件列表',
  description:
    "存储管理's files and the editors' pictures (not avatars, which belong to their users), whatever their backend, newest first: blurry (display or uploaded name), category, createTime",
  access: { permissions: [storage.list] },
  query: storageQuerySchema,
  responses: { 200: pageOf(storageFileSchema) },
});

export const downloadStorage = defineEndpoint({
  method: 'GET',
  path: '/api/localStorage/download',
  summary: '导出文件列表',
  access: { permissions: [storage.list] },
  query: storageQuerySchema,
  responses: {},
});

export const uploadStorage = defineEndpoint({
  method: 'POST',
  path: '/api/localStorage',
  summary: '上传文件',
  description:
    'multipart: `name` (display name, optional: the file name) and `file` (image, PDF, Office, UTF-8 text or zip, as its bytes show; at most 100 MB) → 201 with the record; 400 for another type, 413 when too large',
  upload: true,
  access: { permissions: [storage.add] },
  responses: { 201: storageFileSchema },
});

export const uploadPicture = defineEndpoint({
  method: 'POST',
  path: '/api/localStorage/pictures',
  summary: '上传图片',
  description:
    'multipart `file`: a PNG, JPG, GIF or WEBP picture for the rich-text editors (at most 5 MB) → 201 with the record; its `url` goes into the text',
  upload: true,
  access: 'staff-or-enterprise',
  responses: { 201: storageFileSchema },
});

export const renameStorage = defineEndpoint({
  method: 'PUT',
  path: '/api/localStorage',
  summary: '修改文件名称',
  access: { permissions: [storage.edit] },
  body: storageRenameSchema,
  responses: { 200: storageFileSchema },
});

export const deleteStorage = defineEndpoint({
  method: 'DELETE',
  path: '/api/localStorage',
  summary: '删除文件',
  description:
    'A JSON array of ids; the rows go, then their bytes from their store (a failure there is logged, the rows stay deleted). Ids of avatars or of no file are ignored',
  access: { permissions: [storage.del] },
  body: idListSchema,
  responses: { 200: ok },
});

export const getS3Config = defineEndpoint({
  method: 'GET',
  path: '/api/qiNiuContent/config',
  summary: 'S3 存储配置',
  description: 'Whether STORAGE=s3 is configured, with its endpoint, bucket and region (never the keys)',
  access: { permissions: [storage.list] },
  responses: { 200: s3ConfigSchema },
});

export const listS3Files = defineEndpoint({
  method: 'GET',
  path: '/api/qiNiuContent',
  summary: 'S3 文件列表',
  description: 'As `GET api/localStorage`, only the files kept in the S3-compatible store',
  access: { permissions: [storage.list] },
  query: storageQuerySchema,
  responses: { 200: pageOf(storageFileSchema) },
});

export const uploadS3File = defineEndpoint({
  method: 'POST',
  path: '/api/qiNiuContent',
  summary: '上传文件到 S3',
  description: 'As `POST api/localStorage`, into the S3-compatible store; 409 when STORAGE is not s3',
  upload: true,
  access: { permissions: [storage.add] },
  responses: { 201: storageFileSchema },
});

export const deleteS3Files = defineEndpoint({
  method: 'DELETE',
  path: '/api/qiNiuContent',
  summary: '删除 S3 文件',
  access: { permissions: [storage.del] },
  body: idListSchema,
  responses: { 200: ok },
});

export const getStoredFile = defineEndpoint({
  method: 'GET',
  path: '/file/:name',
  summary: '获取文件',
  description:
    'A stored file by its random name (as eladmin serves /file/**): images inline, other types as attachments under their uploaded name',
  access: 'public',
  params: z.object({ name: z.string().max(100) }),
  responses: {},
});

export const storageEndpoints = {
  listStorage,
  downloadStorage,
  uploadStorage,
  uploadPicture,
  renameStorage,
  deleteStorage,
  getS3Config,
  listS3Files,
  uploadS3File,
  deleteS3Files,
  getStoredFile,
};
