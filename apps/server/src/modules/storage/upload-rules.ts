import { UPLOAD_LIMITS } from '@coalsim/contract';

import type { FileKind } from './file-kind.js';

/** What a stored file is for (`sys_storage.purpose`). */
export type Purpose = 'file' | 'picture' | 'avatar' | 'logo';

/** Purposes that 存储管理 lists and may rename or delete; avatars and logos belong to their owners. */
export const LISTED_PURPOSES: Purpose[] = ['file', 'picture'];

/** Purposes served at `/file/<name>`: an enterprise's logo is shown on public pages too. */
export const SERVED_PURPOSES: Purpose[] = [...LISTED_PURPOSES, 'logo'];

export interface UploadRules {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** Types accepted, as detected from the bytes. */
  kinds: readonly FileKind[];
  typeMessage: string;
  sizeMessage: string;
  missingMessage: string;
}

const PICTURES: readonly FileKind[] = ['png', 'jpg', 'gif', 'webp'];

export const UPLOAD_RULES: Record<Purpose, UploadRules> = {
  file: {
    field: 'file',
    maxBytes: UPLOAD_LIMITS.file.maxBytes,
    kinds: [...PICTURES, 'bmp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip'],
    typeMessage: '不支持的文件类型：只能上传图片、PDF、Word/Excel/PowerPoint 文档、文本文件或 zip 压缩包',
    sizeMessage: `文件大小不能超过 ${UPLOAD_LIMITS.file.label}`,
    missingMessage: '请选择要上传的文件',
  },
  picture: {
    field: 'file',
    maxBytes: UPLOAD_LIMITS.picture.maxBytes,
    kinds: PICTURES,
    typeMessage: '只能上传图片：请选择 PNG、JPG、GIF 或 WEBP 格式的图片',
    sizeMessage: `图片大小不能超过 ${UPLOAD_LIMITS.picture.label}`,
    missingMessage: '请选择要上传的图片',
  },
  logo: {
    field: 'file',
    maxBytes: UPLOAD_LIMITS.picture.maxBytes,
    kinds: PICTURES,
    typeMessage: '企业标志只能是 PNG、JPG、GIF 或 WEBP 图片',
    sizeMessage: `企业标志图片大小不能超过 ${UPLOAD_LIMITS.picture.label}`,
    missingMessage: '请选择企业标志图片',
  },
  avatar: {
    field: 'avatar',
    maxBytes: UPLOAD_LIMITS.avatar.maxBytes,
    kinds: PICTURES,
    typeMessage: '头像只能是 PNG、JPG、GIF 或 WEBP 图片',
    sizeMessage: `头像大小不能超过 ${UPLOAD_LIMITS.avatar.label}`,
    missingMessage: '请选择头像图片',
  },
};
