import { endpointPaths } from '@coalsim/contract';
import type { Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';

import { getList } from '../../lib/list-request';

interface Option {
  value: number;
  label: string;
}

interface SearchSelectProps {
  value?: number | undefined;
  onChange?: (value: number | undefined) => void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  style?: React.CSSProperties;
}

/** A select whose choices the server finds as the user types (the first 50). */
function searchSelect(
  name: string,
  url: string,
  searchParam: string,
  extra: object,
  toOption: (row: { id: number; name: string }) => Option,
) {
  function Search({ value, onChange, id, 'aria-label': ariaLabel, placeholder, style }: SearchSelectProps) {
    const [typed, setTyped] = useState('');
    const [settled, setSettled] = useState('');
    useEffect(() => {
      const timer = window.setTimeout(() => setSettled(typed.trim()), 300);
      return () => window.clearTimeout(timer);
    }, [typed]);
    const found = useQuery({
      queryKey: ['search-select', name, settled],
      queryFn: ({ signal }) =>
        getList<Page<{ id: number; name: string }>>(
          url,
          { page: 0, size: 50, ...extra, ...(settled ? { [searchParam]: settled } : {}) },
          signal,
        ),
      placeholderData: keepPreviousData,
    });
    return (
      <Select<number>
        id={id}
        aria-label={ariaLabel}
        placeholder={placeholder}
        allowClear
        style={style}
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        loading={found.isFetching}
        value={value}
        options={(found.data?.content ?? []).map(toOption)}
        onChange={(v?: number) => onChange?.(v)}
      />
    );
  }
  Search.displayName = name;
  return Search;
}

/** An enterprise of the platform, found by name or credit code (platform staff). */
export const EnterpriseSelect = searchSelect(
  'EnterpriseSelect',
  endpointPaths.listEnterprises.path,
  'blurry',
  {},
  (e) => ({ value: e.id, label: e.name }),
);

/** A published software of the catalogue, found by name. */
export const PublishedSoftSelect = searchSelect(
  'PublishedSoftSelect',
  endpointPaths.listPortalSoft.path,
  'keyword',
  {},
  (s) => ({ value: s.id, label: s.name }),
);

/** A training plan of the enterprise, found by name (an exam's plan: its theory part). */
export const TrainPlanSelect = searchSelect(
  'TrainPlanSelect',
  endpointPaths.listTrainPlans.path,
  'blurry',
  { sort: ['createTime,desc'] },
  (p) => ({ value: p.id, label: p.name }),
);
