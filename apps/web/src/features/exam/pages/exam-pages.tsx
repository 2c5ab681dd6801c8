import { Card } from 'antd';

import { BankManager } from '../components/bank-manager';
import { BankQuestions } from '../components/bank-questions';
import { EXAM_PAGE_PATHS } from '../utils/exam-paths';

const questionsOf = (base: string) => (bank: { id: number }) => `${base}?id=${bank.id}`;

/** 培训中心 › 题库 (/train/bank): the enterprise's banks, and the platform's to read and copy. */
export function TrainBankPage() {
  return (
    <Card variant="borderless">
      <BankManager face="enterprise" questionsHref={questionsOf(EXAM_PAGE_PATHS.portalQuestions)} />
    </Card>
  );
}

/** /train/question?id=: one bank's questions, in 培训中心. */
export function TrainQuestionPage() {
  return (
    <Card variant="borderless">
      <BankQuestions face="enterprise" backTo={EXAM_PAGE_PATHS.portalBanks} />
    </Card>
  );
}

/** Back office 题库管理: the platform's banks, published to every verified enterprise. */
export function ExamBankAdminPage() {
  return (
    <Card variant="borderless">
      <BankManager face="platform" questionsHref={questionsOf(EXAM_PAGE_PATHS.adminQuestions)} />
    </Card>
  );
}

/** Back office /examQuestion?id=: one platform bank's questions. */
export function ExamQuestionAdminPage() {
  return (
    <Card variant="borderless">
      <BankQuestions face="platform" backTo={EXAM_PAGE_PATHS.adminBanks} />
    </Card>
  );
}
