import { ArrowLeftOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import type { Member } from '@coalsim/contract';
import { Button, Card, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';

import { editDeleteColumn } from '../../../components/edit-delete-column/edit-delete-column';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ListEmptyState } from '../../../components/feedback/list-empty-state';
import { LinkButton } from '../../../components/link-button';
import { FitTable } from '../../../components/list-table/fit-table';
import { Permission } from '../../../components/permission/permission';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useUrlParam } from '../../../hooks/use-url-table-state';
import { readId } from '../../../lib/read-id';
import { useDeleteMembers } from '../api/delete-members';
import { useMembers } from '../api/get-members';
import { useTeam } from '../api/get-team';
import { MemberFormModal } from '../components/member-form-modal';
import { StaffOnly } from '../components/staff-only';
import { ASSESS_PATHS } from '../utils/assess-face';
import type { AssessFace } from '../utils/assess-face';
import { ASSESS_PERMISSIONS } from '../utils/assess-permissions';

/** 成员管理 of one team (`?id=`): its experts, each optionally linked to the account they score with. */
function TeamMembers({ teamId, face }: { teamId: number; face: AssessFace }) {
  const feedback = useCrudFeedback();
  const team = useTeam(teamId);
  const { data, isFetching, isPending, isError, refetch } = useMembers(teamId);
  const dialog = useFormDialog<Member>();
  const remove = useDeleteMembers();

  const confirmDelete = (m: Member) =>
    feedback.confirmDelete(`确定删除专家“${m.name}”吗？`, async () => {
      await remove.mutateAsync({ teamId, ids: [m.id] });
      feedback.success('deleted');
    });

  const columns: TableColumnsType<Member> = [
    { title: '姓名', dataIndex: 'name', key: 'name', width: 110 },
    { title: '职称', dataIndex: 'title', key: 'title', width: 130, render: (t: string | null) => t || '-' },
    { title: '所在单位', dataIndex: 'organisation', key: 'organisation' },
    { title: '手机号', dataIndex: 'phone', key: 'phone', width: 130, render: (p: string | null) => p || '-' },
    {
      title: '关联账号',
      key: 'user',
      width: 180,
      render: (_, m) => (m.user ? `${m.user.nickName}（${m.user.username}）` : <Tag>未关联，不能评分</Tag>),
    },
    editDeleteColumn<Member>({
      nameOf: (m) => m.name,
      permissions: ASSESS_PERMISSIONS,
      onEdit: (m) => dialog.show(m),
      onDelete: confirmDelete,
      width: 120,
    }),
  ];

  return (
    <Card
      variant="borderless"
      title={
        <Space>
          {face === 'portal' && (
            <LinkButton
              type="text"
              icon={<ArrowLeftOutlined aria-hidden />}
              to={ASSESS_PATHS.team}
              aria-label="返回考核团队"
            />
          )}
          <span>{team.data ? `${team.data.name} · 专家成员` : '专家成员'}</span>
        </Space>
      }
      extra={
        <Permission value={ASSESS_PERMISSIONS.add}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
            新增专家
          </Button>
        </Permission>
      }
    >
      {team.data?.description && (
        <Typography.Paragraph type="secondary">{team.data.description}</Typography.Paragraph>
      )}
      <FitTable<Member>
        aria-label="专家成员"
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        pagination={false}
        locale={{
          emptyText: (
            <ListEmptyState
              pending={isPending}
              failed={isError && !data}
              filtered={false}
              onRetry={() => void refetch()}
              icon={<UserOutlined />}
              failedTitle="专家读取失败"
              noMatch={{ title: '', description: '' }}
              nothingYet={{
                title: '还没有专家',
                description: '点击“新增专家”添加成员，并关联其平台账号，专家才能登录评分。',
              }}
            />
          ),
        }}
      />
      <MemberFormModal
        key={dialog.key}
        open={dialog.open}
        teamId={teamId}
        member={dialog.record}
        onClose={dialog.close}
      />
    </Card>
  );
}

export function TeamDetailPage({ face = 'portal' }: { face?: AssessFace }) {
  const [raw] = useUrlParam('id');
  const teamId = readId(new URLSearchParams({ id: raw ?? '' }));
  return (
    <StaffOnly>
      {teamId === null ? (
        <EmptyState
          level={2}
          icon={<UserOutlined />}
          title="请先选择专家组"
          description="在“考核团队”中点击某个专家组的“成员”，管理它的专家。"
          actions={
            face === 'portal' ? <LinkButton to={ASSESS_PATHS.team}>前往考核团队</LinkButton> : undefined
          }
        />
      ) : (
        <TeamMembers teamId={teamId} face={face} />
      )}
    </StaffOnly>
  );
}

/** /assessTeamDetail?id= in the back office. */
export function AdminTeamDetailPage() {
  return <TeamDetailPage face="admin" />;
}
