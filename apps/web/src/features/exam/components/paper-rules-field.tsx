import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_LEVELS, QUESTION_TYPE_LABELS, QUESTION_TYPES } from '@coalsim/contract';
import { Button, Form, Input, InputNumber, Select } from 'antd';

import { useBankChoices } from '../utils/use-bank-choices';

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }));
const LEVEL_OPTIONS = QUESTION_LEVELS.map((l) => ({ value: l, label: l }));

/** A new rule: the regulation's usual part of a coal safety paper, 单选题 at 1 point each. */
const NEW_RULE = { type: 'single', level: null, chapter: null, count: 10, scoreEach: 1 };

/**
 * 随机组卷's rules: each draws `count` questions of a type (and, if set, a level and chapter) from a
 * bank for every attempt afresh. The server refuses a rule its bank cannot fill, naming it.
 */
export function PaperRulesField({ open }: { open: boolean }) {
  const banks = useBankChoices(open);
  return (
    <Form.List name="rules">
      {(fields, { add, remove }, { errors }) => (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>抽题规则（每次考试按规则随机抽题）</legend>
          {fields.map((field, index) => (
            <div
              key={field.key}
              role="group"
              aria-label={`第${index + 1}条规则`}
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
                gap: '0 8px',
                alignItems: 'start',
                borderBottom: '1px dashed #e5e6eb',
                marginBottom: 12,
              }}
            >
              <Form.Item
                name={[field.name, 'bankId']}
                label="题库"
                rules={[{ required: true, message: '请选择题库' }]}
                style={{ gridColumn: 'span 2' }}
              >
                <Select
                  placeholder="选择题库"
                  loading={banks.loading}
                  options={banks.choices}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'type']}
                label="题型"
                rules={[{ required: true, message: '请选择题型' }]}
              >
                <Select options={TYPE_OPTIONS} />
              </Form.Item>
              <Form.Item name={[field.name, 'level']} label="掌握程度">
                <Select options={LEVEL_OPTIONS} allowClear placeholder="不限" />
              </Form.Item>
              <Form.Item name={[field.name, 'chapter']} label="章节">
                <Input maxLength={50} placeholder="不限，如 通风" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'count']}
                label="题数"
                rules={[{ required: true, message: '请输入题数' }]}
              >
                <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'scoreEach']}
                label="每题分值"
                rules={[{ required: true, message: '请输入每题分值' }]}
              >
                <InputNumber min={0.5} max={100} step={0.5} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item label=" ">
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`删除第${index + 1}条规则`}
                  onClick={() => remove(field.name)}
                />
              </Form.Item>
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => add(NEW_RULE)}>
            添加抽题规则
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
