import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { OPTION_KEYS, QUESTION_LEVELS, QUESTION_TYPE_LABELS, QUESTION_TYPES } from '@coalsim/contract';
import type { ExamQuestion, OptionKey, QuestionType } from '@coalsim/contract';
import { Button, Checkbox, Form, Input, Radio, Select } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { PictureUpload } from '../../../components/picture-upload/picture-upload';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { useCreateExamQuestion } from '../api/create-exam-question';
import type { ExamFace } from '../api/exam-face';
import { useUpdateExamQuestion } from '../api/update-exam-question';

interface QuestionFormValues {
  type: QuestionType;
  stem: string;
  picture: string | null;
  options: string[];
  single?: OptionKey;
  multiple?: OptionKey[];
  judge?: boolean;
  analysis?: string;
  chapter?: string;
  level: ExamQuestion['level'];
  difficulty: number;
}

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }));
const JUDGE_OPTIONS = [
  { value: true, label: '正确' },
  { value: false, label: '错误' },
];
const DIFFICULTY_OPTIONS = [1, 2, 3, 4, 5].map((d) => ({ value: d, label: `${d} 级` }));

function initialValues(question: ExamQuestion | undefined): Partial<QuestionFormValues> {
  if (!question)
    return { type: 'single', options: ['', '', '', ''], level: '掌握', difficulty: 3, picture: null };
  const { answer } = question;
  return {
    type: question.type,
    stem: question.stem,
    picture: question.picture,
    options: question.options.map((o) => o.text),
    single: typeof answer === 'string' ? answer : undefined,
    multiple: Array.isArray(answer) ? answer : undefined,
    judge: typeof answer === 'boolean' ? answer : undefined,
    analysis: question.analysis,
    chapter: question.chapter,
    level: question.level,
    difficulty: question.difficulty,
  };
}

/**
 * 新增试题 / 编辑试题: the type decides what follows — 2 to 6 options A–F and one answer (单选) or
 * several (多选), or 正确 / 错误 (判断). The server checks the same rules and names the field.
 */
export function QuestionFormModal({
  face,
  bankId,
  open,
  question,
  onClose,
}: {
  face: ExamFace;
  bankId: number;
  open: boolean;
  question: ExamQuestion | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<QuestionFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateExamQuestion(face);
  const update = useUpdateExamQuestion(face);
  const type = Form.useWatch('type', form) ?? question?.type ?? 'single';
  const optionTexts = Form.useWatch('options', form) ?? [];
  const keys = OPTION_KEYS.slice(0, Math.max(optionTexts.length, 0));

  const submit = async (values: QuestionFormValues) => {
    const choice = values.type !== 'judge';
    const body = {
      type: values.type,
      stem: values.stem.trim(),
      picture: values.picture ?? null,
      options: choice ? values.options.map((text, i) => ({ key: OPTION_KEYS[i]!, text: text.trim() })) : [],
      answer:
        values.type === 'judge'
          ? values.judge!
          : values.type === 'multiple'
            ? values.multiple!
            : values.single!,
      analysis: values.analysis?.trim() ?? '',
      chapter: values.chapter?.trim() ?? '',
      level: values.level,
      difficulty: values.difficulty,
    };
    await save(Boolean(question), () =>
      question
        ? update.mutateAsync({ ...body, id: question.id, updateTime: question.updateTime })
        : create.mutateAsync({ ...body, bankId }),
    );
  };

  return (
    <FormDialog
      title={question ? '编辑试题' : '新增试题'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={640}
      onClose={onClose}
    >
      <Form<QuestionFormValues>
        form={form}
        name="exam-question"
        layout="vertical"
        onFinish={submit}
        initialValues={initialValues(question)}
        onValuesChange={(changed: Partial<QuestionFormValues>) => {
          // A 判断题 turned into a choice starts with four empty options.
          if (changed.type && changed.type !== 'judge' && (form.getFieldValue('options')?.length ?? 0) < 2)
            form.setFieldValue('options', ['', '', '', '']);
        }}
      >
        <Form.Item name="type" label="题型">
          <Radio.Group options={TYPE_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item
          name="stem"
          label="题干"
          rules={[requiredRule('请输入题干'), { max: 1000, message: '题干不能超过1000个字符' }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={1000}
            showCount
            placeholder="如 采掘工作面进风流中，氧气浓度不得低于（  ）。"
          />
        </Form.Item>
        <Form.Item name="picture" label="题图（可选）">
          <PictureUpload alt="题图" buttonText="上传题图" />
        </Form.Item>
        {type !== 'judge' && (
          <Form.List
            name="options"
            rules={[
              {
                validator: async (_, texts: string[] | undefined) => {
                  if (!texts || texts.length < 2) throw new Error('选择题至少需要2个选项');
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <fieldset aria-label="选项">
                {fields.map((field, index) => (
                  <Form.Item
                    key={field.key}
                    label={`选项${OPTION_KEYS[index]}`}
                    required
                    style={{ marginBottom: 12 }}
                  >
                    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                      <Form.Item
                        name={field.name}
                        noStyle
                        rules={[
                          requiredRule('请输入选项内容'),
                          { max: 500, message: '选项内容不能超过500个字符' },
                        ]}
                      >
                        <Input maxLength={500} aria-label={`选项${OPTION_KEYS[index]}`} />
                      </Form.Item>
                      {fields.length > 2 && (
                        <Button
                          type="text"
                          aria-label={`删除选项${OPTION_KEYS[index]}`}
                          icon={<MinusCircleOutlined aria-hidden />}
                          onClick={() => remove(field.name)}
                        />
                      )}
                    </div>
                  </Form.Item>
                ))}
                {fields.length < OPTION_KEYS.length && (
                  <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add('')}>
                    添加选项
                  </Button>
                )}
                <Form.ErrorList errors={errors} />
              </fieldset>
            )}
          </Form.List>
        )}
        {type === 'single' && (
          <Form.Item name="single" label="正确答案" rules={[{ required: true, message: '请选择正确答案' }]}>
            <Radio.Group options={keys.map((k) => ({ value: k, label: k }))} />
          </Form.Item>
        )}
        {type === 'multiple' && (
          <Form.Item
            name="multiple"
            label="正确答案（多选）"
            rules={[
              {
                validator: async (_, picked: OptionKey[] | undefined) => {
                  if (!picked || picked.length < 2) throw new Error('多选题至少有两个正确答案');
                },
              },
            ]}
          >
            <Checkbox.Group options={keys.map((k) => ({ value: k, label: k }))} />
          </Form.Item>
        )}
        {type === 'judge' && (
          <Form.Item name="judge" label="正确答案" rules={[{ required: true, message: '请选择正确或错误' }]}>
            <Radio.Group options={JUDGE_OPTIONS} />
          </Form.Item>
        )}
        <Form.Item name="analysis" label="解析" rules={[{ max: 1000, message: '解析不能超过1000个字符' }]}>
          <Input.TextArea rows={2} maxLength={1000} placeholder="答案的依据，如《煤矿安全规程》相关条款" />
        </Form.Item>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
            gap: '0 16px',
          }}
        >
          <Form.Item name="chapter" label="章节" rules={[{ max: 50, message: '章节不能超过50个字符' }]}>
            <Input maxLength={50} placeholder="如 通风" />
          </Form.Item>
          <Form.Item name="level" label="掌握程度">
            <Select options={QUESTION_LEVELS.map((l) => ({ value: l, label: l }))} />
          </Form.Item>
          <Form.Item name="difficulty" label="难度">
            <Select options={DIFFICULTY_OPTIONS} />
          </Form.Item>
        </div>
      </Form>
    </FormDialog>
  );
}
