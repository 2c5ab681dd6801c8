import { AppstoreOutlined } from '@ant-design/icons';
import type { Grant } from '@coalsim/contract';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';

import { LaunchSoftButton } from '../../../components/launch-soft/launch-soft-button';
import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { detailHref, paths } from '../../../config/paths';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useMyGrants } from '../api/get-my-grants';
import styles from '../components/access.module.css';
import { EnterpriseAccountOnly } from '../components/enterprise-account-only';
import { GrantFilters } from '../components/grant-filters';
import { GrantStatusTag, validityText } from '../components/grant-status';
import { formatMinute } from '../utils/access-format';

const TABLE_OPTIONS = { filters: ['status', 'blurry'] } as const;

const columns: TableColumnsType<Grant> = [
  {
    title: '软件',
    key: 'soft',
    render: (_, g) => (
      <span className={styles.cellLines}>
        <span>
          <Link to={detailHref(paths.softDetail, g.soft.id)}>{g.soft.name}</Link>
          {g.own && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              自有
            </Tag>
          )}
        </span>
        <span className={styles.muted}>v{g.soft.version}</span>
      </span>
    ),
  },
  { title: '开发单位', key: 'vendor', render: (_, g) => g.soft.vendor.name },
  {
    title: '状态',
    key: 'status',
    width: 200,
    render: (_, g) => (
      <span className={styles.cellLines}>
        <span>
          <GrantStatusTag status={g.status} />
          {g.status === 'approved' &&
            (g.valid ? <Tag color="success">有效</Tag> : <Tag color="default">已过期</Tag>)}
        </span>
        {g.status === 'rejected' && g.reason && <span className={styles.muted}>原因：{g.reason}</span>}
      </span>
    ),
  },
  {
    title: '授权数量',
    key: 'seats',
    width: 90,
    render: (_, g) => (g.status !== 'approved' ? '-' : (g.seats ?? '不限')),
  },
  { title: '有效期', key: 'validUntil', width: 120, render: (_, g) => validityText(g.status, g.validUntil) },
  { title: '申请时间', key: 'createTime', width: 150, render: (_, g) => formatMinute(g.createTime) },
  {
    title: '操作',
    key: 'actions',
    width: 90,
    render: (_, g) =>
      g.valid && g.soft.launchUrl ? (
        <LaunchSoftButton
          softId={g.soft.id}
          label="启动"
          ariaLabel={`启动 ${g.soft.name}`}
          variant="default"
          size="middle"
        />
      ) : (
        <span className={styles.muted}>-</span>
      ),
  },
];

const EMPTY: ListEmptyTexts = {
  icon: <AppstoreOutlined />,
  failedTitle: '可用软件读取失败',
  noMatch: { title: '没有符合条件的软件', description: '换个条件再查，或清除筛选查看全部。' },
  nothingYet: {
    title: '还没有可用的软件',
    description:
      '在软件中心打开一款软件，点击“申请使用”；开发单位批准后，它会和授权数量、有效期一起出现在这里。本企业通过考核的软件也会列在这里。',
    actions: (
      <LinkButton to={paths.soft} type="primary">
        去软件中心
      </LinkButton>
    ),
  },
};

/**
 * 我的接入: the software the enterprise may use (its own once they pass, others' once their vendor
 * approves) and the requests still waiting, with seats, validity and 启动 for those in force.
 */
function MyGrants() {
  const table = useUrlTableState(TABLE_OPTIONS);
  const list = useMyGrants(table.query);
  return (
    <>
      <GrantFilters
        table={table}
        refetch={list.refetch}
        searchLabel="搜索软件"
        placeholder="软件或开发单位名称"
        statusLabel="授权状态"
      />
      <ListTable<Grant>
        aria-label="我的接入"
        size="middle"
        table={table}
        list={list}
        empty={EMPTY}
        columns={columns}
      />
    </>
  );
}

export function MyGrantsPage() {
  return (
    <EnterpriseAccountOnly what="我的接入">
      <MyGrants />
    </EnterpriseAccountOnly>
  );
}
