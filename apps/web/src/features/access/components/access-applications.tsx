import { FileDoneOutlined } from '@ant-design/icons';
import { ACCESS_STATUS_LABELS } from '@coalsim/contract';
import type { Access, AccessKeys } from '@coalsim/contract';
import { App, Select, Spin } from 'antd';
import { useState } from 'react';

import { ListEmptyState } from '../../../components/feedback/list-empty-state';
import { LinkButton } from '../../../components/link-button';
import { Pager } from '../../../components/pager/pager';
import { paths } from '../../../config/paths';
import { useDict } from '../../../hooks/use-dict';
import { hasFilters, useStepBackWhenEmpty, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useMyAccess } from '../api/get-my-access';
import { useIssueAccessKeys } from '../api/issue-access-keys';
import { AccessCard } from './access-card';
import { AccessKeysModal } from './access-keys-modal';
import styles from './access.module.css';

const TABLE_OPTIONS = { filters: ['status', 'softId'] } as const;
const STATUS_OPTIONS = Object.entries(ACCESS_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * 接入申请: the vendor's applications as cards with their timeline, filtered and paged in the URL.
 * 接入密钥 on a passed one shows the new pair once; 轮换密钥 asks first, since the old pair then
 * expires in 24 hours.
 */
export function AccessApplications() {
  const { modal } = App.useApp();
  const table = useUrlTableState(TABLE_OPTIONS);
  const { data, isPending, isFetching, isError, isPlaceholderData, refetch } = useMyAccess(table.query);
  const { label } = useDict('soft_category');
  const issue = useIssueAccessKeys();
  const [shown, setShown] = useState<{ keys: AccessKeys; softName: string }>();
  useStepBackWhenEmpty(
    table,
    data && !isPlaceholderData ? { rows: data.content.length, total: data.totalElements } : undefined,
  );

  const runIssue = (access: Access) =>
    issue.mutateAsync(access.id).then(
      (keys) => setShown({ keys, softName: access.soft.name }),
      () => undefined, // the request layer has said why
    );
  const onIssueKeys = (access: Access) => {
    if (!access.appKey) return void runIssue(access);
    void modal.confirm({
      title: '轮换接入密钥',
      content: `将为“${access.soft.name}”生成新的 AppKey 和 AppSecret。原密钥（${access.appKey}）在之后 24 小时内仍然有效，请在此期间把软件切换到新密钥；24 小时后原密钥失效。`,
      okText: '轮换',
      cancelText: '取消',
      onOk: () => runIssue(access),
    });
  };

  const rows = data?.content ?? [];
  return (
    <>
      <div className={styles.filters} role="search">
        <Select
          aria-label="申请状态"
          placeholder="全部状态"
          allowClear
          value={table.filters.status[0]}
          options={STATUS_OPTIONS}
          onChange={(status?: string) => table.setFilters({ status })}
        />
      </div>
      <Spin spinning={isFetching}>
        {rows.length === 0 ? (
          <ListEmptyState
            pending={isPending}
            failed={isError && !data}
            filtered={hasFilters(table.filters)}
            onRetry={() => void refetch()}
            icon={<FileDoneOutlined />}
            failedTitle="接入申请读取失败"
            noMatch={{
              title: '没有符合条件的接入申请',
              description: '换个状态再查，或清除筛选查看全部申请。',
            }}
            nothingYet={{
              title: '还没有接入申请',
              description:
                '先在“应用管理”中创建本企业的软件并提交接入申请；提交后，考核进度和结果会显示在这里。',
              actions: (
                <LinkButton to={paths.centerSoft} type="primary">
                  去应用管理
                </LinkButton>
              ),
            }}
          />
        ) : (
          <ul className={styles.list} aria-label="接入申请">
            {rows.map((access) => (
              <AccessCard
                key={access.id}
                access={access}
                categoryLabel={label(access.soft.category)}
                issuing={issue.isPending && issue.variables === access.id}
                onIssueKeys={onIssueKeys}
              />
            ))}
          </ul>
        )}
      </Spin>
      <Pager
        page={table.page}
        total={data?.totalElements ?? 0}
        pageSize={table.size}
        onChange={(page) => table.setPage(page)}
      />
      <AccessKeysModal
        keys={shown?.keys}
        softName={shown?.softName ?? ''}
        onClose={() => setShown(undefined)}
      />
    </>
  );
}
