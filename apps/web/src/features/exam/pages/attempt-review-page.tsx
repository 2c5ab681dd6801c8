import { FileSearchOutlined } from '@ant-design/icons';
import { Spin, Tag } from 'antd';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { LinkButton } from '../../../components/link-button';
import { useAttempt } from '../api/get-attempt';
import { AttemptReviewView } from '../components/attempt-review';
import styles from '../components/exam-take.module.css';
import { examTakeHref, myExamPath } from '../utils/take-hrefs';

/** 查看答卷 from 我的考试 (`?id=<exam>&review=<attempt>`): one handed-in attempt, nothing started. */
export function ReviewOnly({ examId, attemptId }: { examId: number; attemptId: number }) {
  const { data, error, isPending, refetch } = useAttempt(attemptId);
  if (error) {
    return (
      <div className={styles.page}>
        <LoadFailed
          icon={<FileSearchOutlined />}
          title="答卷读取失败"
          description={error.message}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (isPending) {
    return (
      <div className={styles.page} role="status" aria-label="答卷加载中">
        <Spin />
      </div>
    );
  }
  if (data.status === 'open') {
    return (
      <div className={styles.page}>
        <EmptyState
          icon={<FileSearchOutlined />}
          title="这次作答还没有交卷"
          description="交卷后才能查看答卷。"
          actions={
            <LinkButton type="primary" to={examTakeHref(examId)}>
              继续作答
            </LinkButton>
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {data.exam.name}{' '}
        {data.passed !== null && (
          <Tag color={data.passed ? 'success' : 'error'}>{data.passed ? '合格' : '不合格'}</Tag>
        )}
      </h1>
      <p className={styles.meta}>
        <Link to={myExamPath}>返回我的考试</Link>
      </p>
      <AttemptReviewView review={data} />
    </div>
  );
}
