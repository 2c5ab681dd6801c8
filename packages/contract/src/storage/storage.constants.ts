// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** What kind of file, decided by its bytes (never by its name or the declared type). */
export const FILE_CATEGORIES = ['图片', '文档', '压缩包', '其他'] as const;

/** Per-purpose limits the server enforces; the forms show them before sending. */
export const UPLOAD_LIMITS = {
  /** 存储管理 uploads: images, PDF, Office documents, text, zip. */
  file: { maxBytes: 100 * 1024 * 1024, label: '100MB' },
  /** Pictures for the rich-text editors. */
  picture: { maxBytes: 5 * 1024 * 1024, label: '5MB' },
  avatar: { maxBytes: 2 * 1024 * 1024, label: '2MB' },
} as const;
