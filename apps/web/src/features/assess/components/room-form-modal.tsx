import type { Room } from '@coalsim/contract';
import { DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { keepEnterInPickers } from '../../../lib/picker-enter';
import { useCreateRoom } from '../api/create-room';
import { useUpdateRoom } from '../api/update-room';

interface RoomFormValues {
  name: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  place?: string;
  onlineLink?: string;
  capacity: number | null;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const PLACE_OR_LINK = '请填写地点或线上链接';

/** A new room's default start: 09:00 of the shown week's Monday when that is ahead, else the next whole hour. */
function defaultStart(day: Date | undefined): Dayjs {
  const now = dayjs();
  const base = day && dayjs(day).hour(9).isAfter(now) ? dayjs(day).hour(9) : now.add(1, 'hour');
  return base.minute(0).second(0).millisecond(0);
}

/**
 * 新增考核室 / 编辑考核室: name, start and end, a place or an online link (one is needed), and
 * capacity. A new time that puts one of its teams in two rooms at once is the server's 409.
 */
export function RoomFormModal({
  open,
  room,
  day,
  onClose,
}: {
  open: boolean;
  room: Room | undefined;
  /** For a new room: the first day the calendar shows. */
  day?: Date;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RoomFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateRoom();
  const update = useUpdateRoom();

  const submit = async (values: RoomFormValues) => {
    const body = {
      name: values.name.trim(),
      startTime: values.startTime!.valueOf(),
      endTime: values.endTime!.valueOf(),
      place: values.place?.trim() || null,
      onlineLink: values.onlineLink?.trim() || null,
      capacity: values.capacity ?? 10,
    };
    await save(Boolean(room), () =>
      room ? update.mutateAsync({ ...body, id: room.id }) : create.mutateAsync(body),
    );
  };

  const start = defaultStart(day);
  return (
    <FormDialog
      title={room ? '编辑考核室' : '新增考核室'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={520}
      onClose={onClose}
    >
      <Form<RoomFormValues>
        form={form}
        name="room"
        layout="vertical"
        onKeyDown={keepEnterInPickers}
        onFinish={submit}
        initialValues={
          room
            ? {
                name: room.name,
                startTime: dayjs(room.startTime),
                endTime: dayjs(room.endTime),
                place: room.place ?? '',
                onlineLink: room.onlineLink ?? '',
                capacity: room.capacity,
              }
            : { startTime: start, endTime: start.add(2, 'hour'), capacity: 10 }
        }
      >
        <Form.Item
          name="name"
          label="考核室名称"
          rules={[requiredRule('请输入考核室名称'), { max: 50, message: '名称不能超过50个字符' }]}
        >
          <Input maxLength={50} placeholder="如 第一考核室" />
        </Form.Item>
        <Form.Item name="startTime" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format={TIME_FORMAT}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="endTime"
          label="结束时间"
          dependencies={['startTime']}
          rules={[
            { required: true, message: '请选择结束时间' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: Dayjs | null | undefined) => {
                const from = getFieldValue('startTime') as Dayjs | null | undefined;
                if (value && from && !value.isAfter(from)) throw new Error('结束时间必须晚于开始时间');
              },
            }),
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format={TIME_FORMAT}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="place"
          label="地点"
          dependencies={['onlineLink']}
          rules={[
            { max: 200, message: '地点不能超过200个字符' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                const link = getFieldValue('onlineLink') as string | undefined;
                if (!value?.trim() && !link?.trim()) throw new Error(PLACE_OR_LINK);
              },
            }),
          ]}
        >
          <Input maxLength={200} placeholder="如 行政楼 305 会议室" />
        </Form.Item>
        <Form.Item
          name="onlineLink"
          label="线上链接"
          rules={[
            {
              pattern: /^https?:\/\/\S+$/,
              message: '线上链接必须是以 http:// 或 https:// 开头的网址',
            },
            { max: 500, message: '链接不能超过500个字符' },
          ]}
        >
          <Input maxLength={500} placeholder="https://meeting.example.com/…" />
        </Form.Item>
        <Form.Item name="capacity" label="容纳人数" rules={[{ required: true, message: '请输入容纳人数' }]}>
          <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
