import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { Room } from '@coalsim/contract';
import { Button, Card, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';

import { editDeleteColumn } from '../../../components/edit-delete-column/edit-delete-column';
import { FitTable } from '../../../components/list-table/fit-table';
import { Permission, useCheckPermission } from '../../../components/permission/permission';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useUrlParam } from '../../../hooks/use-url-table-state';
import { useDeleteRooms } from '../api/delete-rooms';
import { useRooms } from '../api/get-rooms';
import { RoomFormModal } from '../components/room-form-modal';
import { StaffOnly } from '../components/staff-only';
import { WeekCalendar } from '../components/week-calendar';
import { ASSESS_PERMISSIONS } from '../utils/assess-permissions';
import { formatSlot } from '../utils/format-room-time';
import { addDays, formatDay, mondayOf, parseWeek } from '../utils/week';

/** A week holds few rooms; one page of this size is all of them. */
const WEEK_PAGE = 200;

/**
 * 考核房间: the week's rooms on a calendar (the week in the URL as `?week=` its Monday), with
 * 上一周/下一周, and the same rooms listed below for 编辑 and 删除.
 */
function Rooms() {
  const feedback = useCrudFeedback();
  const can = useCheckPermission();
  const [week, setWeek] = useUrlParam('week');
  const monday = parseWeek(week);
  const nextMonday = addDays(monday, 7);
  const { data, isFetching } = useRooms({
    from: monday.getTime(),
    to: nextMonday.getTime(),
    page: 0,
    size: WEEK_PAGE,
    sort: ['startTime,asc'],
  });
  const rooms = data?.content ?? [];
  const dialog = useFormDialog<Room>();
  const remove = useDeleteRooms();
  const goTo = (date: Date) => {
    const target = mondayOf(date);
    setWeek(formatDay(target) === formatDay(mondayOf(new Date())) ? undefined : formatDay(target));
  };
  const openRoom = (room: Room) => {
    if (can(ASSESS_PERMISSIONS.edit)) dialog.show(room);
  };
  const confirmDelete = (room: Room) =>
    feedback.confirmDelete(`确定删除考核室“${room.name}”吗？已安排考核的考核室不能删除。`, async () => {
      await remove.mutateAsync([room.id]);
      feedback.success('deleted');
    });

  const columns: TableColumnsType<Room> = [
    { title: '考核室名称', dataIndex: 'name', key: 'name' },
    { title: '时间', key: 'time', width: 230, render: (_, r) => formatSlot(r.startTime, r.endTime) },
    {
      title: '地点 / 线上链接',
      key: 'where',
      ellipsis: true,
      render: (_, r) => r.place || r.onlineLink || '-',
    },
    { title: '容纳人数', dataIndex: 'capacity', key: 'capacity', width: 90, align: 'right' },
    {
      title: '考核',
      key: 'assessments',
      render: (_, r) => r.assessments.map((a) => `${a.title}（${a.teamName}）`).join('、') || '-',
    },
    editDeleteColumn<Room>({
      nameOf: (r) => r.name,
      permissions: ASSESS_PERMISSIONS,
      onEdit: (r) => dialog.show(r),
      onDelete: confirmDelete,
      width: 120,
    }),
  ];

  return (
    <Card
      variant="borderless"
      title={
        <Space wrap>
          <Button icon={<LeftOutlined aria-hidden />} onClick={() => goTo(addDays(monday, -7))}>
            上一周
          </Button>
          <Button onClick={() => goTo(new Date())}>本周</Button>
          <Button onClick={() => goTo(nextMonday)}>
            下一周
            <RightOutlined aria-hidden />
          </Button>
          <Typography.Text strong aria-live="polite">
            {`${formatDay(monday)} 至 ${formatDay(addDays(monday, 6))}`}
          </Typography.Text>
        </Space>
      }
      extra={
        <Permission value={ASSESS_PERMISSIONS.add}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
            新增
          </Button>
        </Permission>
      }
    >
      <WeekCalendar monday={monday} rooms={rooms} onOpen={openRoom} />
      <FitTable<Room>
        aria-label="本周考核室"
        rowKey="id"
        size="small"
        style={{ marginTop: 16 }}
        columns={columns}
        dataSource={rooms}
        loading={isFetching}
        pagination={false}
        locale={{ emptyText: '本周没有考核室。点击“新增”安排时间和地点，或翻到其他周查看。' }}
      />
      <RoomFormModal
        key={dialog.key}
        open={dialog.open}
        room={dialog.record}
        day={monday}
        onClose={dialog.close}
      />
    </Card>
  );
}

export function RoomsPage() {
  return (
    <StaffOnly>
      <Rooms />
    </StaffOnly>
  );
}
