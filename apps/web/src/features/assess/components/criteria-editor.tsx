import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Typography } from 'antd';

import styles from './assess.module.css';

export interface CriterionDraft {
  name?: string;
  weight?: number | null;
}

export const MAX_CRITERIA = 20;

/** The sum of the weights typed so far (empty rows count 0). */
export function weightSum(items: readonly (CriterionDraft | undefined)[] | undefined): number {
  return (items ?? []).reduce((total, c) => total + (typeof c?.weight === 'number' ? c.weight : 0), 0);
}

/** The criteria rule of the contract, said before sending: weights add up to exactly 100, names unique. */
async function checkCriteria(_rule: unknown, items: CriterionDraft[] | undefined) {
  if (!items || items.length === 0) throw new Error('请至少添加一个考核项');
  const sum = weightSum(items);
  if (sum !== 100) throw new Error(`考核项权重之和须为100（现为${sum}）`);
  const names = items.map((c) => c.name?.trim()).filter(Boolean);
  if (new Set(names).size !== names.length) throw new Error('考核项名称不能重复');
}

/**
 * 考核项: rows of name and weight under the form field `criteria`, with the running sum of the
 * weights beside the rule it must meet. `disabled` once an expert has scored (the server keeps
 * the criteria from then on).
 */
export function CriteriaEditor({ disabled = false }: { disabled?: boolean }) {
  const items = Form.useWatch<CriterionDraft[] | undefined>('criteria');
  const sum = weightSum(items);
  return (
    <Form.List name="criteria" rules={[{ validator: checkCriteria }]}>
      {(fields, { add, remove }, { errors }) => (
        <fieldset className={styles.criteria} aria-label="考核项">
          <legend className={styles.criteriaLegend}>
            考核项
            <Typography.Text
              type={sum === 100 ? 'success' : 'warning'}
              className={styles.sum}
              aria-live="polite"
            >
              权重合计 {sum} / 100
            </Typography.Text>
          </legend>
          {fields.map((field, index) => (
            <div key={field.key} className={styles.criterionRow}>
              <Form.Item
                name={[field.name, 'name']}
                rules={[
                  { required: true, whitespace: true, message: '请输入考核项名称' },
                  { max: 50, message: '考核项名称不能超过50个字符' },
                ]}
                className={styles.criterionName}
              >
                <Input
                  aria-label={`考核项${index + 1}名称`}
                  placeholder="如 功能完整性"
                  maxLength={50}
                  disabled={disabled}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'weight']}
                rules={[{ required: true, message: '请输入权重' }]}
                className={styles.criterionWeight}
              >
                <InputNumber
                  aria-label={`考核项${index + 1}权重`}
                  min={1}
                  max={100}
                  precision={0}
                  suffix="%"
                  disabled={disabled}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`删除考核项${index + 1}`}
                disabled={disabled || fields.length === 1}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            disabled={disabled || fields.length >= MAX_CRITERIA}
            onClick={() => add({ name: '', weight: null })}
          >
            添加考核项
          </Button>
          <Form.ErrorList errors={errors} />
        </fieldset>
      )}
    </Form.List>
  );
}
