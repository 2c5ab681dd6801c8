import type { LaunchUpload } from '@coalsim/contract';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

import { formatDateTime } from '../../lib/format-date-time';

/** What was kept of a launch's sessions; null while nothing was (and the launch names a trainee). */
export function storedText(upload: LaunchUpload): string | null {
  if (upload.practice) return upload.stored > 0 ? `练习 ${upload.stored} 次（不计学时）` : '练习（不计学时）';
  return upload.stored > 0 ? `已保存 ${upload.stored} 条培训记录` : null;
}

/** The last refused upload, with when and what the simulation was told. */
export const refusalText = (upload: LaunchUpload): string | null =>
  upload.refusal
    ? `仿真上报被拒（${upload.refusedAt ? formatDateTime(upload.refusedAt) : ''}）：${upload.refusal}`
    : null;

/**
 * What a launch's simulation reported, as 启动记录 and 设备控制 show it: 练习 or the records
 * kept, and — in full, never cut off — the last upload the platform refused and why.
 */
export function LaunchUploadNote({ upload, empty = null }: { upload: LaunchUpload; empty?: ReactNode }) {
  const stored = storedText(upload);
  const refused = refusalText(upload);
  if (!stored && !refused) return <>{empty}</>;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
      {stored && <Tag color={upload.practice ? 'default' : 'success'}>{stored}</Tag>}
      {refused && <Typography.Text type="danger">{refused}</Typography.Text>}
    </div>
  );
}
