import type { MyScore } from '@coalsim/contract';
import { Alert, App, Button, Form, Input, InputNumber, Typography } from 'antd';

import { applyFieldErrors } from '../../../lib/form-errors';
import { usePutMyScore } from '../api/put-my-score';
import styles from './assess.module.css';

type ScoreValues = { comment?: string } & Record<`score-${number}`, number | null | undefined>;

export const SCORE_RANGE = '评分须为0到100之间的数';
export const LOCKED_NOTICE = '该考核已作出决定，评分已锁定，不能再修改。';

/** 0–100, as the server insists (its message, said before sending). */
async function checkScore(_rule: unknown, value: unknown) {
  if (value === null || value === undefined) return;
  if (typeof value !== 'number' || value < 0 || value > 100) throw new Error(SCORE_RANGE);
}

/** The weighted mean of the scores given so far (what the server computes as this expert's total). */
export function weightedTotal(
  criteria: MyScore['assess']['criteria'],
  scores: readonly (number | null | undefined)[],
): number | null {
  if (scores.some((s) => typeof s !== 'number')) return null;
  return criteria.reduce((sum, c, i) => sum + ((scores[i] as number) * c.weight) / 100, 0);
}

/**
 * One expert's row: a score 0–100 for each criterion (with its weight) and a 评语; 提交评分 saves
 * it and can be pressed again until staff decide. Locked (decided): read-only with a notice.
 */
export function ScoreForm({ data }: { data: MyScore }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ScoreValues>();
  const put = usePutMyScore();
  const { criteria } = data.assess;
  const watched = Form.useWatch([], form) as ScoreValues | undefined;
  const live = weightedTotal(
    criteria,
    criteria.map((_, i) => watched?.[`score-${i}`]),
  );

  const initial: ScoreValues = { comment: data.comment ?? '' };
  criteria.forEach((c, i) => {
    initial[`score-${i}`] = data.scores?.find((s) => s.criterion === c.name)?.score ?? null;
  });

  const submit = async (values: ScoreValues) => {
    try {
      await put.mutateAsync({
        id: data.assess.id,
        scores: criteria.map((c, i) => ({ criterion: c.name, score: values[`score-${i}`] as number })),
        comment: (values.comment ?? '').trim(),
      });
      void message.success('评分已提交');
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Form<ScoreValues>
      form={form}
      name={`score-${data.assess.id}`}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      disabled={data.locked}
    >
      {data.locked && <Alert type="info" showIcon title={LOCKED_NOTICE} style={{ marginBottom: 16 }} />}
      {criteria.map((c, i) => (
        <Form.Item
          key={c.name}
          name={`score-${i}`}
          label={`${c.name}（权重 ${c.weight}%）`}
          rules={[{ required: true, message: `请为“${c.name}”评分` }, { validator: checkScore }]}
        >
          <InputNumber precision={1} step={1} placeholder="0–100" style={{ width: 160 }} />
        </Form.Item>
      ))}
      <Form.Item name="comment" label="评语" rules={[{ max: 1000, message: '评语不能超过1000个字符' }]}>
        <Input.TextArea rows={4} maxLength={1000} showCount placeholder="对软件的整体评价与修改建议" />
      </Form.Item>
      <Typography.Paragraph className={styles.section}>
        加权总分：<Typography.Text strong>{live === null ? '-' : live.toFixed(1)}</Typography.Text>
      </Typography.Paragraph>
      {!data.locked && (
        <Button type="primary" htmlType="submit" loading={put.isPending}>
          提交评分
        </Button>
      )}
    </Form>
  );
}
