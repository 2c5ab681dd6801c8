import { Tag } from 'antd';

import { useDict } from '../../hooks/use-dict';

/** A dictionary value shown by its label in a table cell; an unknown value is shown as is. */
export function DictTag({
  dict,
  value,
  color,
}: {
  dict: string;
  value: string | null | undefined;
  color?: string;
}) {
  const { label } = useDict(dict);
  if (value === null || value === undefined || value === '') return <span aria-label="无">-</span>;
  return <Tag color={color}>{label(value)}</Tag>;
}
