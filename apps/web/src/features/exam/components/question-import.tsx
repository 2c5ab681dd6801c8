import { QUESTION_IMPORT_COLUMNS } from '@coalsim/contract';
import type { QuestionImportResult, QuestionImportRow } from '@coalsim/contract';
import { Button, Result } from 'antd';

import { SheetImport } from '../../../components/sheet-import/sheet-import';
import type { ExamFace } from '../api/exam-face';
import { useDownloadQuestionTemplate } from '../api/get-question-template';
import { useImportExamQuestions } from '../api/import-exam-questions';

/** 导入试题 into one bank: the template's columns, every row checked first, all or nothing. */
export function QuestionImport({
  face,
  bankId,
  onDone,
}: {
  face: ExamFace;
  bankId: number;
  onDone: () => void;
}) {
  const template = useDownloadQuestionTemplate(face);
  const importing = useImportExamQuestions(face);
  return (
    <SheetImport<QuestionImportRow, QuestionImportResult>
      intro="按模板每行填写一道试题后上传：题型、题干、选项与答案必填，掌握程度不填为“掌握”，难度不填为 3。"
      template={{ download: () => template.mutate(), pending: template.isPending }}
      send={(file, dryRun, onProgress) => importing.mutateAsync({ bankId, file, dryRun, onProgress })}
      columns={QUESTION_IMPORT_COLUMNS}
      widths={{ 题干: 240, 解析: 200 }}
      counts={(result) => `将导入 ${result.created} 道试题`}
      noRows="表格中没有试题，请从第 2 行起每行填写一道试题后重新上传。"
      done={(result, again) => (
        <Result
          status="success"
          title="导入完成"
          subTitle={`已导入 ${result.created} 道试题`}
          extra={[
            <Button key="list" type="primary" onClick={onDone}>
              查看试题
            </Button>,
            <Button key="again" onClick={again}>
              继续导入
            </Button>,
          ]}
        />
      )}
    />
  );
}
