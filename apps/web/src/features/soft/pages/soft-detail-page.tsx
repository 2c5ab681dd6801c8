import { ArrowLeftOutlined, FileSearchOutlined } from '@ant-design/icons';
import type { SoftDetail } from '@coalsim/contract';
import { Link, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { LaunchSoftButton } from '../../../components/launch-soft/launch-soft-button';
import { PlainLinkButton } from '../../../components/plain/plain-link-button';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { paths } from '../../../config/paths';
import { useDict } from '../../../hooks/use-dict';
import { isApiError } from '../../../lib/api-error';
import { formatCount, formatDate } from '../../../lib/portal-format';
import { readId } from '../../../lib/read-id';
import { useSoftDetail } from '../api/get-soft-detail';
import { RelatedSoft } from '../components/related-soft';
import { RequestUse } from '../components/request-use';
import { SoftGallery } from '../components/soft-gallery';
import { SoftMarks } from '../components/soft-marks';
import { softImages } from '../utils/soft-images';
import styles from './soft-detail-page.module.css';

const NOT_FOUND = '软件不存在或已下架';
/** 启动软件 while the enterprise's 申请使用 waits: the server would only say "no grant". */
export const LAUNCH_PENDING = '贵企业使用该软件的申请正在等待开发单位审批，批准后即可启动软件。';

function SoftNotFound({ message }: { message: string }) {
  return (
    <div className={styles.page}>
      <EmptyState
        icon={<FileSearchOutlined />}
        title={message}
        description="这款软件可能已经下架，或者链接有误。去软件中心看看其他虚拟仿真软件吧。"
        actions={
          <>
            <PlainLinkButton to={paths.soft} variant="primary">
              浏览软件中心
            </PlainLinkButton>
            <PlainLinkButton to={paths.home}>返回首页</PlainLinkButton>
          </>
        }
      />
    </div>
  );
}

function SoftView({ soft }: { soft: SoftDetail }) {
  const { label } = useDict('soft_category');
  const category = label(soft.category);
  const images = softImages(soft);
  const facts = [
    { term: '当前版本', value: `v${soft.version}` },
    { term: '开发单位', value: soft.vendor.name },
    { term: '发布时间', value: formatDate(soft.publishedAt) || '—' },
    { term: '浏览次数', value: formatCount(soft.viewCount) },
  ];

  return (
    <div className={styles.page}>
      <Link to={paths.soft} className={styles.back}>
        <ArrowLeftOutlined aria-hidden="true" /> 返回软件中心
      </Link>
      <div className={styles.top}>
        <SoftGallery name={soft.name} images={images} />
        <div className={styles.info}>
          <span className={styles.category}>{category}</span>
          <h1 className={styles.name}>{soft.name}</h1>
          <p className={styles.summary}>{soft.summary}</p>
          <dl className={styles.facts}>
            {facts.map((f) => (
              <div key={f.term}>
                <dt>{f.term}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          <SoftMarks soft={soft} />
          {soft.launchUrl && (
            <div className={styles.launch}>
              <LaunchSoftButton
                softId={soft.id}
                refusal={soft.grant === 'pending' ? LAUNCH_PENDING : undefined}
              />
            </div>
          )}
          <RequestUse soft={soft} />
        </div>
      </div>
      <div className={styles.bottom}>
        <section className={styles.description} aria-labelledby="soft-description">
          <h2 id="soft-description" className={styles.sectionTitle}>
            软件介绍
          </h2>
          <RichTextView html={soft.description} />
        </section>
        <aside className={styles.aside}>
          <RelatedSoft soft={soft} categoryLabel={category} />
        </aside>
      </div>
    </div>
  );
}

/**
 * /soft/detail?id=: one published software; a missing or withdrawn id gets a friendly not-found
 * state. Drawn without antd, as the portal's home is, so that a shared link's first visit does not
 * wait for antd's code (`under-antd.ts`).
 */
export function SoftDetailPage() {
  const [search] = useSearchParams();
  const id = readId(search);
  const { data, error, isPending, refetch } = useSoftDetail(id);

  if (id === null) return <SoftNotFound message={NOT_FOUND} />;
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <SoftNotFound message={error.status === 404 ? error.message : NOT_FOUND} />;
    }
    return (
      <div className={styles.page}>
        <LoadFailed
          icon={<FileSearchOutlined />}
          title="软件详情加载失败"
          description={error.message}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (isPending) {
    return (
      <div className={`${styles.page} ${styles.loading}`} role="status" aria-label="软件详情加载中">
        <div className={styles.top}>
          <div className={`${styles.bone} ${styles.boneMedia}`} />
          <div className={styles.info}>
            <div className={`${styles.bone} ${styles.boneTitle}`} />
            <div className={styles.bone} />
            <div className={styles.bone} />
          </div>
        </div>
      </div>
    );
  }
  return <SoftView soft={data} />;
}
