import { QUESTION_TYPE_LABELS } from '@coalsim/contract';
import type { ExamPaper } from '@coalsim/contract';
import { Alert, Button, Modal, Spin, Tag, Typography } from 'antd';

import { usePaperPreview } from '../api/preview-train-paper';
import { answerText } from './questions-table';

/**
 * 预览: one sample of the paper as a trainee would get it (a random paper draws afresh each time),
 * with the key and analysis — the author's view only; trainees never see answers before 交卷.
 */
export function PaperPreviewModal({ paper, onClose }: { paper?: ExamPaper; onClose: () => void }) {
  const preview = usePaperPreview(paper?.id);
  return (
    <Modal
      title={paper ? `预览：${paper.name}` : '预览'}
      open={paper !== undefined}
      onCancel={onClose}
      width={820}
      footer={[
        paper?.mode === 'random' && (
          <Button key="again" onClick={() => void preview.refetch()} loading={preview.isFetching}>
            重新抽题
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
      destroyOnHidden
    >
      {preview.isPending ? (
        <div role="status" aria-label="预览加载中">
          <Spin />
        </div>
      ) : preview.isError ? (
        <Alert type="error" showIcon message={preview.error.message} />
      ) : (
        <ol aria-label="预览试题" style={{ paddingLeft: 20, maxHeight: '60vh', overflowY: 'auto' }}>
          {preview.data.questions.map((q) => (
            <li key={q.id} style={{ marginBottom: 12 }}>
              <Tag>{QUESTION_TYPE_LABELS[q.type]}</Tag>
              <Typography.Text>{q.stem}</Typography.Text>
              <Typography.Text type="secondary">（{q.score} 分）</Typography.Text>
              {q.options.length > 0 && (
                <div>
                  {q.options.map((o) => (
                    <div key={o.key}>
                      {o.key}. {o.text}
                    </div>
                  ))}
                </div>
              )}
              <Typography.Text type="success">答案：{answerText(q)}</Typography.Text>
              {q.analysis && <Typography.Paragraph type="secondary">解析：{q.analysis}</Typography.Paragraph>}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
