import { usePrefetchQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { PageBanner } from '../../../components/page-banner/page-banner';
import { dictQueryOptions } from '../../../hooks/use-dict';
import { SoftListResults } from '../components/soft-list-results';
import { SoftFilters, SoftSearch } from '../components/soft-toolbar';
import { nextSoftListState, parseSoftListParams, toSoftListSearch } from '../utils/soft-list-params';
import type { SoftListState } from '../utils/soft-list-params';
import styles from './soft-pages.module.css';

/**
 * 软件中心: published software with search, category, sort and paging. The URL query is the single
 * source of the list's state, so refresh, back/forward and shared links all show the same list.
 */
export function SoftListPage() {
  const [search, setSearch] = useSearchParams();
  const state = parseSoftListParams(search);
  // The categories (for the filters and the cards) are requested while the page renders, not from
  // the effects of the commit that shows it: on a slow phone that commit is the visit's longest task.
  usePrefetchQuery(dictQueryOptions('soft_category'));
  const show = (next: SoftListState) => setSearch(toSoftListSearch(next));
  const update = (change: Partial<SoftListState>) => show(nextSoftListState(state, change));

  return (
    <>
      <PageBanner
        title="软件中心"
        lead="汇聚通过平台考核的煤矿虚拟仿真软件，覆盖采掘、机电、运输、通风、安全与应急救援等方向。"
      >
        <SoftSearch keyword={state.keyword} onSearch={(keyword) => update({ keyword })} />
      </PageBanner>
      <div className={styles.page}>
        <SoftFilters state={state} onChange={update} />
        <SoftListResults state={state} onShow={show} />
      </div>
    </>
  );
}
