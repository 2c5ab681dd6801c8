import { StarOutlined } from '@ant-design/icons';
import type { ExpertAssess, MyScore } from '@coalsim/contract';
import { Card, Descriptions, Skeleton, Tag, Typography } from 'antd';

import { EmptyState } from '../../../components/feedback/empty-state';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { useUrlParam } from '../../../hooks/use-url-table-state';
import { readId } from '../../../lib/read-id';
import { useMyExpertAssess } from '../api/get-my-expert-assess';
import { useMyScore } from '../api/get-my-score';
import { AssessStatusTag } from '../components/assess-status-tag';
import styles from '../components/assess.module.css';
import { ScoreForm } from '../components/score-form';
import { formatSlot } from '../utils/format-room-time';
import scoreStyles from './score-page.module.css';

function TaskItem({ task, active, onPick }: { task: ExpertAssess; active: boolean; onPick: () => void }) {
  return (
    <li className={active ? `${scoreStyles.item} ${scoreStyles.active}` : scoreStyles.item}>
      <button type="button" className={scoreStyles.task} aria-current={active || undefined} onClick={onPick}>
        <span className={scoreStyles.taskTitle}>{task.title}</span>
        <span className={scoreStyles.taskMeta}>
          {`${task.soft.name} ${task.soft.version} · ${formatSlot(task.room.startTime, task.room.endTime)}`}
        </span>
        <span>
          <AssessStatusTag status={task.status} />
          {task.scored ? (
            <Tag color="success">已评分</Tag>
          ) : (
            task.status === 'assessing' && <Tag color="warning">待评分</Tag>
          )}
        </span>
      </button>
    </li>
  );
}

function ScorePanel({ data }: { data: MyScore }) {
  const { assess, softDetail } = data;
  return (
    <Card variant="borderless" title={assess.title}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="软件">{`${assess.soft.name} ${assess.soft.version}`}</Descriptions.Item>
        <Descriptions.Item label="申请企业">{assess.vendor.name}</Descriptions.Item>
        <Descriptions.Item label="考核室">{assess.room.name}</Descriptions.Item>
        <Descriptions.Item label="时间">
          {formatSlot(assess.room.startTime, assess.room.endTime)}
        </Descriptions.Item>
        <Descriptions.Item label="地点">
          {assess.room.onlineLink ? (
            <a href={assess.room.onlineLink} target="_blank" rel="noreferrer noopener">
              {assess.room.place || assess.room.onlineLink}
            </a>
          ) : (
            assess.room.place || '-'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="及格分">{assess.passScore}</Descriptions.Item>
        {softDetail.launchUrl && (
          <Descriptions.Item label="启动地址">
            <a href={softDetail.launchUrl} target="_blank" rel="noreferrer noopener">
              {softDetail.launchUrl}
            </a>
          </Descriptions.Item>
        )}
      </Descriptions>
      <section className={styles.section} aria-labelledby="score-soft">
        <h2 id="score-soft" className={styles.sectionTitle}>
          软件介绍
        </h2>
        <Typography.Paragraph>{softDetail.summary}</Typography.Paragraph>
        <RichTextView html={softDetail.description} label="软件详细介绍" />
      </section>
      <section className={styles.section} aria-labelledby="score-form">
        <h2 id="score-form" className={styles.sectionTitle}>
          我的评分
        </h2>
        <ScoreForm key={`${assess.id}-${data.locked}`} data={data} />
      </section>
    </Card>
  );
}

/**
 * 考核评分 (/assess/score): the signed-in expert's assessments (`?id=` the one open); for it the
 * software's details, the criteria with weights and the expert's own scores and 评语. Any
 * signed-in account may open it: the list is empty for one not linked to an expert.
 */
export function ScorePage() {
  const [raw, setRaw] = useUrlParam('id');
  const mine = useMyExpertAssess();
  const tasks = mine.data?.content ?? [];
  const chosen = readId(new URLSearchParams({ id: raw ?? '' })) ?? tasks[0]?.id;
  const score = useMyScore(chosen);

  if (mine.isPending) return <Skeleton active />;
  if (tasks.length === 0 && chosen === undefined) {
    return (
      <EmptyState
        level={2}
        icon={<StarOutlined />}
        title="暂无评审任务"
        description="平台把您加入专家组并关联您的账号后，分配给该专家组的考核会出现在这里。"
      />
    );
  }
  return (
    <div className={scoreStyles.layout}>
      <Card variant="borderless" title="我的评审任务" className={scoreStyles.side}>
        <ul className={scoreStyles.tasks} aria-label="我的评审任务">
          {tasks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              active={task.id === chosen}
              onPick={() => setRaw(String(task.id))}
            />
          ))}
        </ul>
      </Card>
      <div className={scoreStyles.main}>
        {score.data && score.data.assess.id === chosen ? (
          <ScorePanel data={score.data} />
        ) : score.isError ? (
          <EmptyState
            level={2}
            icon={<StarOutlined />}
            title="无法打开该考核"
            description="您不是该考核专家组的成员，或该考核已被删除。"
          />
        ) : (
          <Skeleton active />
        )}
      </div>
    </div>
  );
}
