// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/**
 * A software's lifecycle. `draft` and `rejected` are the vendor's to edit; `submitted` waits for
 * staff to start an assessment; `assessing` is under assessment; a pass makes it `published` in
 * 软件中心; staff may take a published one `offline` (and back).
 */
export const SOFT_STATUSES = ['draft', 'submitted', 'assessing', 'published', 'rejected', 'offline'] as const;
export type SoftStatus = (typeof SOFT_STATUSES)[number];
export const SOFT_STATUS_LABELS: Record<SoftStatus, string> = {
  draft: '草稿',
  submitted: '已提交',
  assessing: '考核中',
  published: '已发布',
  rejected: '已驳回',
  offline: '已下架',
};
/** The states in which a vendor may still change or delete its software. */
export const SOFT_EDITABLE: readonly SoftStatus[] = ['draft', 'rejected'];

export const LAUNCH_URL_MESSAGE = '启动地址必须是以 http:// 或 https:// 开头的网址';
/** Rich text is stored sanitised; this bounds what a client may send before sanitising. */
export const RICH_TEXT_MAX = 200_000;
export const SCREENSHOTS_MAX = 8;
