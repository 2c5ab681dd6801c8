import { BarChartOutlined } from '@ant-design/icons';
import { QUESTION_TYPE_LABELS } from '@coalsim/contract';
import type { QuestionAnalysis } from '@coalsim/contract';
import { Alert, Descriptions, Spin, Table, Tag, Tooltip } from 'antd';

import { EmptyState } from '../../../components/feedback/empty-state';
import { useExamAnalysis } from '../api/get-exam-analysis';

const percent = (share: number | null) => (share === null ? '-' : `${Math.round(share * 1000) / 10}%`);

/** 试题分析: how each question did over the handed-in attempts, suspicious keys flagged. */
export function ExamAnalysis({ examId }: { examId: number }) {
  const analysis = useExamAnalysis(examId);
  if (analysis.isPending)
    return (
      <div role="status" aria-label="试题分析加载中">
        <Spin />
      </div>
    );
  if (analysis.isError) return <Alert type="error" showIcon message={analysis.error.message} />;
  const { attempts, averageScore, passRate, questions } = analysis.data;
  if (attempts === 0)
    return (
      <EmptyState
        icon={<BarChartOutlined />}
        title="还没有人交卷"
        description="考生交卷后，这里按题显示正确率、区分度和各选项的选择比例。"
      />
    );
  const flagged = questions.filter((q) => q.flagged).length;
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'n', label: '交卷人次', children: attempts },
          { key: 'avg', label: '平均分', children: averageScore ?? '-' },
          { key: 'pass', label: '合格率', children: percent(passRate) },
        ]}
      />
      {flagged > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '12px 0' }}
          message={`${flagged} 道题区分度为负：高分考生反而答错更多，请检查答案是否有误。`}
        />
      )}
      <Table<QuestionAnalysis>
        aria-label="试题分析"
        rowKey="questionId"
        size="small"
        dataSource={questions}
        scroll={{ x: 760 }}
        pagination={{ pageSize: 20, showSizeChanger: false, size: 'small' }}
        columns={[
          { title: '题型', key: 'type', width: 72, render: (_, q) => QUESTION_TYPE_LABELS[q.type] },
          {
            title: '题干',
            key: 'stem',
            render: (_, q) => (
              <>
                {q.stem} {q.flagged && <Tag color="warning">区分度为负</Tag>}
              </>
            ),
          },
          { title: '作答', dataIndex: 'answered', key: 'answered', width: 64 },
          { title: '正确率', key: 'correct', width: 80, render: (_, q) => percent(q.correctShare) },
          {
            title: <Tooltip title="得分前27%与后27%考生正确率之差">区分度</Tooltip>,
            key: 'discrimination',
            width: 80,
            render: (_, q) => (q.discrimination === null ? '-' : q.discrimination.toFixed(2)),
          },
          {
            title: '各选项比例',
            key: 'options',
            width: 260,
            render: (_, q) =>
              q.options.map((o) => (
                <Tag key={o.key} color={o.correct ? 'success' : undefined}>
                  {o.key} {percent(o.share)}
                </Tag>
              )),
          },
        ]}
      />
    </>
  );
}
