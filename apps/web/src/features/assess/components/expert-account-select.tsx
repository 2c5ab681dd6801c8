import type { ExpertAccount, Member } from '@coalsim/contract';
import { Select } from 'antd';
import { useEffect, useState } from 'react';

import { useExpertAccounts } from '../api/search-expert-accounts';

const ROLE_NAMES: Record<number, string> = { 1: '平台人员', 2: '企业用户', 3: '个人用户' };

function accountLabel(a: Pick<ExpertAccount, 'username' | 'nickName'> & Partial<ExpertAccount>): string {
  const extra = [a.role ? ROLE_NAMES[a.role] : undefined, a.enterpriseName].filter(Boolean).join(' · ');
  return `${a.nickName}（${a.username}）${extra ? ` ${extra}` : ''}`;
}

/** Waits for the typing to pause before asking the server again. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 关联账号: a search over the platform's accounts (`api/assess/accounts?blurry=`); the expert
 * scores with the account chosen here. Empty: the expert is listed but cannot score.
 */
export function ExpertAccountSelect({
  value,
  onChange,
  current,
  'aria-label': ariaLabel,
  id,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The account linked now, so the field can name it before any search. */
  current: Member['user'];
  'aria-label'?: string;
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const blurry = useDebounced(typed.trim(), 300);
  const { data, isFetching } = useExpertAccounts(blurry, open);
  const options = (data ?? []).map((a) => ({ value: a.id, label: accountLabel(a) }));
  if (current && !options.some((o) => o.value === current.id)) {
    options.unshift({ value: current.id, label: accountLabel(current) });
  }
  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      allowClear
      placeholder="输入用户名或昵称查找账号"
      loading={isFetching}
      notFoundContent={isFetching ? '查找中…' : '没有找到账号'}
      value={value ?? undefined}
      options={options}
      onOpenChange={setOpen}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}
