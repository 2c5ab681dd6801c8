import type { ExamBank, ExamQuestion } from '@coalsim/contract';

export const page = <T>(content: T[]) => ({ status: 200, data: { content, totalElements: content.length } });

export const CATEGORY_DICT = {
  status: 200,
  data: {
    content: [
      {
        id: 1,
        dict: { id: 7, name: 'exam_category' },
        label: '井下作业人员',
        value: 'underground',
        dictSort: 1,
      },
      {
        id: 2,
        dict: { id: 7, name: 'exam_category' },
        label: '煤矿瓦斯检查作业',
        value: 'gas_check',
        dictSort: 2,
      },
    ],
    totalElements: 2,
  },
};

export const bank = (id: number, name: string, more: Partial<ExamBank> = {}): ExamBank => ({
  id,
  name,
  category: 'underground',
  description: '',
  source: 'own',
  questionCount: 2,
  createTime: '2026-12-01T02:00:00.000Z',
  updateTime: '2026-12-01T02:00:00.000Z',
  ...more,
});

export const question = (id: number, stem: string, more: Partial<ExamQuestion> = {}): ExamQuestion => ({
  id,
  bankId: 1,
  type: 'single',
  stem,
  picture: null,
  options: [
    { key: 'A', text: '18%' },
    { key: 'B', text: '20%' },
  ],
  answer: 'B',
  analysis: '',
  chapter: '通风',
  level: '掌握',
  difficulty: 2,
  createTime: '2026-12-01T02:00:00.000Z',
  updateTime: '2026-12-01T02:00:00.000Z',
  ...more,
});
