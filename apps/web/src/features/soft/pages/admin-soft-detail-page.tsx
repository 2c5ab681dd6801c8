import { FileSearchOutlined } from '@ant-design/icons';
import type { AdminSoftDetail } from '@coalsim/contract';
import { Card, Descriptions, Skeleton } from 'antd';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { useDict } from '../../../hooks/use-dict';
import { useUrlParam } from '../../../hooks/use-url-table-state';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date-time';
import { readId } from '../../../lib/read-id';
import { useAdminSoft } from '../api/get-admin-soft';
import { AccessHistory } from '../components/access-history';
import { SoftStatusTag } from '../components/soft-status-tag';
import styles from './admin-soft-detail-page.module.css';

function SoftFacts({ soft }: { soft: AdminSoftDetail }) {
  const categories = useDict('soft_category');
  const devices = useDict('device_type');
  const items = [
    { key: 'name', label: '软件名称', children: soft.name },
    { key: 'vendor', label: '开发单位', children: soft.vendor.name },
    { key: 'category', label: '分类', children: categories.label(soft.category) },
    { key: 'version', label: '版本', children: soft.version },
    { key: 'status', label: '状态', children: <SoftStatusTag soft={soft} /> },
    {
      key: 'devices',
      label: '适用设备',
      children: soft.deviceTypes.length > 0 ? soft.deviceTypes.map((d) => devices.label(d)).join('、') : '-',
    },
    {
      key: 'launchUrl',
      label: '启动地址',
      children: soft.launchUrl ? (
        <a href={soft.launchUrl} target="_blank" rel="noopener noreferrer">
          {soft.launchUrl}
        </a>
      ) : (
        '-'
      ),
    },
    {
      key: 'counts',
      label: '浏览 / 点赞 / 收藏',
      children: `${soft.viewCount} / ${soft.likeCount} / ${soft.collectCount}`,
    },
    { key: 'publishedAt', label: '发布时间', children: formatDateTime(soft.publishedAt) },
    { key: 'createTime', label: '创建时间', children: formatDateTime(soft.createTime) },
    { key: 'updateTime', label: '更新时间', children: formatDateTime(soft.updateTime) },
    { key: 'summary', label: '简介', children: soft.summary, span: 'filled' as const },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}

function SoftDetailView({ soft }: { soft: AdminSoftDetail }) {
  const pictures = [...(soft.cover ? [{ url: soft.cover, alt: '封面' }] : [])].concat(
    soft.screenshots.map((url, i) => ({ url, alt: `截图${i + 1}` })),
  );
  return (
    <div className={styles.page}>
      <Card variant="borderless" title={<h1 className={styles.sectionTitle}>{soft.name}</h1>}>
        <SoftFacts soft={soft} />
      </Card>
      {pictures.length > 0 && (
        <Card variant="borderless" title={<h2 className={styles.sectionTitle}>封面与截图</h2>}>
          <div className={styles.pictures}>
            {pictures.map((p) => (
              <img key={p.url + p.alt} src={p.url} alt={p.alt} loading="lazy" />
            ))}
          </div>
        </Card>
      )}
      <Card variant="borderless" title={<h2 className={styles.sectionTitle}>软件介绍</h2>}>
        <RichTextView html={soft.description} />
      </Card>
      <Card variant="borderless" title={<h2 className={styles.sectionTitle}>接入申请</h2>}>
        <AccessHistory accesses={soft.accesses} />
      </Card>
    </div>
  );
}

/**
 * 软件详情 (platform/soft/detail, the hidden /softMineDetail?id=…): one software of any vendor and
 * status with its description and its access applications — status, assessment and timeline.
 */
export function AdminSoftDetailPage() {
  const [rawId] = useUrlParam('id');
  const id = readId(new URLSearchParams(rawId === undefined ? '' : { id: rawId }));
  const { data, error, isPending, refetch } = useAdminSoft(id);

  const notFound = (message: string) => (
    <Card variant="borderless">
      <EmptyState
        level={2}
        icon={<FileSearchOutlined />}
        title={message}
        description="这款软件可能已被删除，或者链接有误。请从软件管理列表的“详情”进入。"
      />
    </Card>
  );
  if (id === null) return notFound('软件不存在');
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return notFound(error.status === 404 ? error.message : '软件不存在');
    }
    return (
      <Card variant="borderless">
        <LoadFailed
          level={2}
          icon={<FileSearchOutlined />}
          title="软件详情读取失败"
          description={error.message}
          onRetry={() => void refetch()}
        />
      </Card>
    );
  }
  if (isPending) {
    return (
      <Card variant="borderless" aria-busy="true" aria-label="软件详情加载中">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <SoftDetailView soft={data} />;
}
