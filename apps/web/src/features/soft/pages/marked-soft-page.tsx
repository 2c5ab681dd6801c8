import { LikeOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { LinkButton } from '../../../components/link-button';
import { Pager } from '../../../components/pager/pager';
import { detailHref, paths } from '../../../config/paths';
import { useDict } from '../../../hooks/use-dict';
import { useMySoft } from '../api/get-my-soft';
import { useMarkSoft } from '../api/mark-soft';
import type { SoftMark } from '../api/mark-soft';
import { SoftCounts } from '../components/soft-card';
import styles from './marked-soft-page.module.css';

const PAGE_SIZE = 10;

const TEXT = {
  collect: { noun: '收藏', remove: '取消收藏', removed: '已取消收藏', icon: <StarOutlined /> },
  like: { noun: '点赞', remove: '取消点赞', removed: '已取消点赞', icon: <LikeOutlined /> },
} as const;

/** 我的收藏 / 我的点赞 in the personal centre: the user's software, most recent first, with removal. */
export function MarkedSoftPage({ mark }: { mark: SoftMark }) {
  const text = TEXT[mark];
  const [page, setPage] = useState(0);
  const { data, isPending } = useMySoft(mark, page, PAGE_SIZE);
  const remove = useMarkSoft(mark);
  const { message } = App.useApp();
  const { label } = useDict('soft_category');

  if (isPending) return <p className={styles.loading}>正在加载…</p>;
  if (!data || data.totalElements === 0) {
    return (
      <EmptyState
        level={2}
        icon={text.icon}
        title={`还没有${text.noun}的软件`}
        description={`在软件详情页点击“${text.noun}”，${text.noun}过的软件会出现在这里。`}
        actions={
          <LinkButton to={paths.soft} type="primary">
            去软件中心看看
          </LinkButton>
        }
      />
    );
  }

  return (
    <>
      <p className={styles.total}>
        共 {data.totalElements} 款{text.noun}的软件
      </p>
      <ul className={styles.list}>
        {data.content.map((soft) => (
          <li key={soft.id} className={styles.row}>
            <LazyImage src={soft.cover} alt="" className={styles.thumb} />
            <div className={styles.main}>
              <Link to={detailHref(paths.softDetail, soft.id)} className={styles.name}>
                {soft.name}
              </Link>
              <span className={styles.meta}>
                {label(soft.category)} · {soft.vendor.name}
              </span>
              <SoftCounts soft={soft} />
            </div>
            <Button
              aria-label={`${text.remove}：${soft.name}`}
              loading={remove.isPending && remove.variables?.id === soft.id}
              onClick={() =>
                remove.mutate(
                  { id: soft.id, on: false },
                  {
                    onSuccess: () => {
                      void message.success(text.removed);
                      // Removing the last row of a later page shows the page before it.
                      if (data.content.length === 1 && page > 0) setPage(page - 1);
                    },
                  },
                )
              }
            >
              {text.remove}
            </Button>
          </li>
        ))}
      </ul>
      <Pager
        page={page + 1}
        total={data.totalElements}
        pageSize={PAGE_SIZE}
        onChange={(p) => setPage(p - 1)}
      />
    </>
  );
}

export function MyCollectPage() {
  return <MarkedSoftPage mark="collect" />;
}

export function MyLikePage() {
  return <MarkedSoftPage mark="like" />;
}
