import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Permission, useCheckPermission } from '../../../components/permission/permission';
import { useOnlineUsers } from '../api/get-online-users';
import { useKickOnlineUsers } from '../api/kick-online-users';
import { KICK_PERMISSION, OnlineUsersTable } from '../components/online-users-table';
import styles from './online-users-page.module.css';

const DONE = '操作成功';
const PAGE_SIZES = [10, 20, 50, 100];

/**
 * 在线用户 (系统监控): the signed-in sessions, paged on the server. The username filter lives in the
 * URL (shareable, kept by the tab); what is typed but not yet searched is the page's own state, so
 * it survives switching tabs while the page is cached.
 */
export function OnlineUsersPage() {
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const username = params.get('username') ?? '';
  const [draft, setDraft] = useState(username);
  const [paging, setPaging] = useState({ page: 0, size: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const canKick = useCheckPermission()(KICK_PERMISSION);

  const { data, isFetching, refetch } = useOnlineUsers({ ...paging, username: username || undefined });
  const kick = useKickOnlineUsers();

  // Forcing out the last rows of the last page leaves it empty: show the page before it instead.
  const total = data?.totalElements ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / paging.size) - 1);
  if (data && !isFetching && paging.page > lastPage) setPaging({ ...paging, page: lastPage });

  const search = (value: string) => {
    const next = value.trim();
    setDraft(next);
    setPaging((p) => ({ ...p, page: 0 }));
    setSelected([]);
    setParams(next ? { username: next } : {}, { replace: true });
    // Searching the same text again means "look again".
    if (next === username) void refetch();
  };

  const kickSessions = async (ids: string[]) => {
    await kick.mutateAsync(ids);
    setSelected((current) => current.filter((id) => !ids.includes(id)));
    void message.success(DONE);
  };

  const kickSelected = () => {
    void modal.confirm({
      title: '提示',
      content: `确定强制退出选中的 ${selected.length} 个会话吗？`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => kickSessions(selected),
    });
  };

  return (
    <Card variant="borderless">
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <Input
            aria-label="用户名"
            placeholder="输入用户名搜索"
            allowClear
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={() => search(draft)}
            className={styles.filter}
          />
          <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={() => search(draft)}>
            搜索
          </Button>
          <Button onClick={() => search('')}>重置</Button>
        </div>
        <Space wrap>
          <Permission value={KICK_PERMISSION}>
            <Button danger disabled={selected.length === 0} loading={kick.isPending} onClick={kickSelected}>
              强退{selected.length > 0 ? ` (${selected.length})` : ''}
            </Button>
          </Permission>
          <Button icon={<ReloadOutlined />} aria-label="刷新列表" onClick={() => void refetch()} />
        </Space>
      </div>
      <OnlineUsersTable
        rows={data?.content ?? []}
        loading={isFetching}
        selected={selected}
        onSelect={canKick ? setSelected : undefined}
        onKick={kickSessions}
        pagination={{
          current: paging.page + 1,
          pageSize: paging.size,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page, size) => setPaging({ page: size === paging.size ? page - 1 : 0, size }),
        }}
      />
    </Card>
  );
}
