import type { StorageFile } from '@coalsim/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { bearer } from './auth-helpers.js';
import { multipartBody, TINY_PNG, type FormPart } from './multipart.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/**
 * One realistic call per 存储管理 endpoint for the scans. Two files are uploaded first: one to
 * rename and read back, one to delete; on an app storing in S3, one S3 file to delete too (an app
 * without S3 answers the S3 upload 409, and has no S3 file to delete).
 */
export async function storageSamples(app: FastifyInstance, adminToken: string) {
  const admin = bearer(adminToken);
  const post = (url: string, parts: FormPart[]): Sample => {
    const form = multipartBody(parts);
    return { method: 'POST', url, headers: { ...admin, ...form.headers }, payload: form.payload };
  };
  const png = (filename: string): FormPart => ({
    name: 'file',
    filename,
    type: 'image/png',
    content: TINY_PNG,
  });
  const upload = async (filename: string, url = '/api/localStorage') => {
    const res = await app.inject(post(url, [png(filename)]));
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    return res.json<StorageFile>();
  };
  const kept = await upload('kept.png');
  const doomed = await upload('doomed.png');
  const s3 = await app.inject({ method: 'GET', url: '/api/qiNiuContent/config', headers: admin });
  const doomedInS3 = s3.json<{ configured: boolean }>().configured
    ? (await upload('doomed-s3.png', '/api/qiNiuContent')).id
    : 999_999;

  return {
    listStorage: [{ method: 'GET', url: '/api/localStorage?blurry=kept&category=图片', headers: admin }],
    downloadStorage: [{ method: 'GET', url: '/api/localStorage/download', headers: admin }],
    uploadStorage: [
      post('/api/localStorage', [
        { name: 'name', content: '扫描说明' },
        { name: 'file', filename: 'readme.txt', type: 'text/plain', content: '仅供扫描\n' },
      ]),
    ],
    uploadPicture: [post('/api/localStorage/pictures', [png('editor.png')])],
    renameStorage: [
      { method: 'PUT', url: '/api/localStorage', headers: admin, payload: { id: kept.id, name: '扫描图片' } },
    ],
    deleteStorage: [{ method: 'DELETE', url: '/api/localStorage', headers: admin, payload: [doomed.id] }],
    getS3Config: [{ method: 'GET', url: '/api/qiNiuContent/config', headers: admin }],
    listS3Files: [{ method: 'GET', url: '/api/qiNiuContent', headers: admin }],
    uploadS3File: [post('/api/qiNiuContent', [png('s3.png')])],
    deleteS3Files: [{ method: 'DELETE', url: '/api/qiNiuContent', headers: admin, payload: [doomedInS3] }],
    getStoredFile: [{ method: 'GET', url: kept.url }],
  } satisfies Record<string, Sample[]>;
}
