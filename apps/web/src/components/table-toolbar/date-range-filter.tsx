import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A 创建时间 filter in eladmin's wire format: `[from, to]` as `YYYY-MM-DD HH:mm:ss`, whole days
 * (the first second of the first day to the last second of the last day).
 */
export function DateRangeFilter({
  value,
  onChange,
  label = '创建时间',
}: {
  value: readonly string[];
  onChange: (value: string[]) => void;
  label?: string;
}) {
  // 'YYYY-MM-DD HH:mm:ss' with a T is ISO, which dayjs reads without its format plugin.
  const [from, to] = value.map((v) => dayjs(v.replace(' ', 'T')));
  const picked = from?.isValid() && to?.isValid() ? ([from, to] as const) : null;
  return (
    <DatePicker.RangePicker
      aria-label={label}
      placeholder={[`${label}起`, `${label}止`]}
      value={picked ? [picked[0], picked[1]] : null}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        onChange(start && end ? [start.startOf('day').format(FORMAT), end.endOf('day').format(FORMAT)] : []);
      }}
      allowClear
    />
  );
}
