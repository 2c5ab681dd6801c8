import { Input } from 'antd';

interface SearchBoxProps {
  /** The box's accessible name, e.g. 搜索任务. */
  label: string;
  placeholder: string;
  /** The draft as typed; it applies on Enter or 搜索. */
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  maxLength?: number;
}

/** The text box of a list's toolbar: edits the search draft, Enter searches with it. */
export function SearchBox({ label, placeholder, value, onChange, onSearch, maxLength }: SearchBoxProps) {
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      allowClear
      maxLength={maxLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onPressEnter={onSearch}
    />
  );
}
