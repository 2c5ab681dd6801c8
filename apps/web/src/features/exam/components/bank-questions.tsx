import { ArrowLeftOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';

import { DetailQueryStates } from '../../../components/feedback/detail-query-states';
import { LinkButton } from '../../../components/link-button';
import { readId } from '../../../lib/read-id';
import type { ExamFace } from '../api/exam-face';
import { useExamBank } from '../api/get-exam-bank';
import { QuestionManager } from './question-manager';

/** `?id=` of a bank: its questions, or why they cannot be shown (no such bank, a failure). */
export function BankQuestions({ face, backTo }: { face: ExamFace; backTo: string }) {
  const [search] = useSearchParams();
  const id = readId(search);
  const query = useExamBank(face, id ?? undefined);
  return (
    <DetailQueryStates
      id={id}
      query={query}
      notFoundTitle="没有找到这个题库"
      notFoundDescription="链接可能有误，或题库已被删除。请从题库列表中打开。"
      failedTitle="题库读取失败"
      loadingLabel="题库加载中"
      back={
        <LinkButton to={backTo} icon={<ArrowLeftOutlined aria-hidden />}>
          返回题库列表
        </LinkButton>
      }
    >
      {(bank) => <QuestionManager face={face} bank={bank} backTo={backTo} />}
    </DetailQueryStates>
  );
}
