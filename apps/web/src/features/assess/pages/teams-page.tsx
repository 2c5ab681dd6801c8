import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { Team } from '@coalsim/contract';
import { Button, Card, Input, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { Permission, useCheckPermission } from '../../../components/permission/permission';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDeleteTeams } from '../api/delete-teams';
import { useTeams } from '../api/get-teams';
import { StaffOnly } from '../components/staff-only';
import { TeamFormModal } from '../components/team-form-modal';
import { teamDetailHref } from '../utils/assess-face';
import type { AssessFace } from '../utils/assess-face';
import { ASSESS_PERMISSIONS } from '../utils/assess-permissions';

const FILTERS = ['blurry'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'createTime', direction: 'desc' } } as const;

const EMPTY: ListEmptyTexts = {
  icon: <TeamOutlined />,
  failedTitle: '专家组读取失败',
  noMatch: { title: '没有符合条件的专家组', description: '换个名称再查，或点“重置”查看全部专家组。' },
  nothingYet: {
    title: '还没有专家组',
    description: '点击“新增”建立专家组，再在“成员”中添加专家并关联其平台账号，专家才能评分。',
  },
};

/** 考核团队: the expert teams; 成员 opens the team's experts (on this face's member page). */
function Teams({ face }: { face: AssessFace }) {
  const feedback = useCrudFeedback();
  const can = useCheckPermission();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const dialog = useFormDialog<Team>();
  const list = useTeams(table.query);
  const remove = useDeleteTeams();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (team: Team) =>
    feedback.confirmDelete(`确定删除专家组“${team.name}”吗？已安排考核的专家组不能删除。`, async () => {
      await remove.mutateAsync([team.id]);
      feedback.success('deleted');
    });

  const columns: TableColumnsType<Team> = [
    {
      title: '专家组名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
    },
    {
      title: '说明',
      dataIndex: 'description',
      key: 'description',
      ellipsis: true,
      render: (d: string | null) => d || '-',
    },
    { title: '专家人数', dataIndex: 'memberCount', key: 'memberCount', width: 100, align: 'right' },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      width: 170,
      sorter: true,
      sortOrder: table.sortOrderOf('createTime'),
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, t) => (
        <Space size={0}>
          <LinkButton type="link" size="small" aria-label={`成员 ${t.name}`} to={teamDetailHref(face, t.id)}>
            成员
          </LinkButton>
          {can(ASSESS_PERMISSIONS.edit) && (
            <Button type="link" size="small" aria-label={`编辑 ${t.name}`} onClick={() => dialog.show(t)}>
              编辑
            </Button>
          )}
          {can(ASSESS_PERMISSIONS.del) && (
            <Button
              type="link"
              size="small"
              danger
              aria-label={`删除 ${t.name}`}
              onClick={() => confirmDelete(t)}
            >
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <Input
            aria-label="专家组名称"
            placeholder="专家组名称"
            allowClear
            maxLength={50}
            value={filter.blurry}
            onChange={(e) => filter.setBlurry(e.target.value)}
            onPressEnter={filter.search}
          />
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <Permission value={ASSESS_PERMISSIONS.add}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
              新增
            </Button>
          </Permission>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <ListTable<Team>
        aria-label="专家组"
        table={table}
        list={list}
        empty={EMPTY}
        size={density}
        columns={columns}
      />
      <TeamFormModal key={dialog.key} open={dialog.open} team={dialog.record} onClose={dialog.close} />
    </Card>
  );
}

export function TeamsPage({ face = 'portal' }: { face?: AssessFace }) {
  return (
    <StaffOnly>
      <Teams face={face} />
    </StaffOnly>
  );
}

/** 考核管理 › 考核团队 in the back office: 成员 opens /assessTeamDetail. */
export function AdminTeamsPage() {
  return <TeamsPage face="admin" />;
}
