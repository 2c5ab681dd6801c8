import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ExamArrangement } from '@coalsim/contract';
import { Card, Descriptions, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';

import { DetailQueryStates } from '../../../components/feedback/detail-query-states';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { formatMs } from '../../../lib/format-date-time';
import { readId } from '../../../lib/read-id';
import { useTrainExam } from '../api/get-train-exam';
import { ExamAnalysis } from '../components/exam-analysis';
import { ExamResults } from '../components/exam-results';
import { ExamStatusTag } from '../components/exam-status-tag';

const backButton = (
  <LinkButton to={paths.trainExam} icon={<ArrowLeftOutlined aria-hidden />}>
    返回考试
  </LinkButton>
);

function ExamReport({ exam }: { exam: ExamArrangement }) {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'analysis' ? 'analysis' : 'results';
  return (
    <Card variant="borderless">
      <article aria-labelledby="exam-title">
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            justifyContent: 'space-between',
            marginBottom: 16,
          }}
        >
          <h2 id="exam-title" style={{ margin: 0, fontSize: 20 }}>
            {exam.name} <ExamStatusTag status={exam.status} />
          </h2>
          {backButton}
        </div>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'paper',
              label: '试卷',
              children: `${exam.paper.name}（${exam.paper.totalScore}分，${exam.paper.passScore}分合格）`,
            },
            { key: 'plan', label: '培训计划', children: exam.plan?.name ?? '-' },
            {
              key: 'time',
              label: '考试时间',
              children: `${formatMs(exam.startTime)} ~ ${formatMs(exam.endTime)}`,
            },
            {
              key: 'rules',
              label: '次数/切屏',
              children: `${exam.attempts} 次 / 超过 ${exam.maxSwitches} 次自动交卷`,
            },
            {
              key: 'counts',
              label: '合格/参考/考生',
              children: `${exam.passedCount}/${exam.takenCount}/${exam.candidateCount} 人`,
            },
          ]}
        />
        <Tabs
          style={{ marginTop: 16 }}
          activeKey={tab}
          onChange={(key) =>
            setSearch((s) => {
              const next = new URLSearchParams(s);
              if (key === 'analysis') next.set('tab', 'analysis');
              else next.delete('tab');
              return next;
            })
          }
          items={[
            { key: 'results', label: '考试成绩', children: <ExamResults exam={exam} /> },
            { key: 'analysis', label: '试题分析', children: <ExamAnalysis examId={exam.id} /> },
          ]}
          destroyOnHidden
        />
      </article>
    </Card>
  );
}

/** /train/exam/results?id=: one exam's candidates and results, and its item analysis. */
export function TrainExamResultsPage() {
  const [search] = useSearchParams();
  const id = readId(search);
  const query = useTrainExam(id ?? undefined);
  return (
    <DetailQueryStates
      id={id}
      query={query}
      notFoundTitle="没有找到这场考试"
      notFoundDescription="链接可能有误，或考试已被删除。请从“考试”列表中打开。"
      failedTitle="考试读取失败"
      loadingLabel="考试加载中"
      back={backButton}
    >
      {(exam) => <ExamReport exam={exam} />}
    </DetailQueryStates>
  );
}
