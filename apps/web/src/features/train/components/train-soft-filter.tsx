import { Select } from 'antd';

import { useUsableSofts } from '../../../components/usable-softs/get-usable-softs';

/**
 * 培训软件 in a training list's filters (培训记录, 启动记录): the software the enterprise may use,
 * the choice kept in the URL as `softId` and applied at once.
 */
export function TrainSoftFilter({
  value,
  onChange,
}: {
  /** The URL's `softId`. */
  value: string | undefined;
  onChange: (softId: string | undefined) => void;
}) {
  const softs = useUsableSofts();
  return (
    <Select
      aria-label="培训软件"
      placeholder="培训软件"
      allowClear
      style={{ minWidth: 160 }}
      loading={softs.isPending}
      value={value ? Number(value) : undefined}
      options={softs.data ?? []}
      onChange={(id?: number) => onChange(id ? String(id) : undefined)}
    />
  );
}
