import type { QuestionImportColumn, QuestionImportResult, QuestionImportRow } from '@coalsim/contract';

import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import type { SheetRow } from '../../lib/xlsx-sheet.js';
import type { BankOwner } from './bank-owner.js';
import { ownBank } from './bank.service.js';
import { examQuestion } from './exam.table.js';
import { checkQuestionRow, type CheckedQuestionRow } from './question-sheet.js';
import { normaliseAnswer } from './question.service.js';

const BATCH = 1000;

const publicRow = ({ question: _question, ...row }: CheckedQuestionRow): QuestionImportRow => row;

/** `第 3、7 行`, or the first ten and how many in all. */
function rowList(bad: CheckedQuestionRow[]): string {
  const numbers = bad.slice(0, 10).map((r) => r.row);
  return bad.length > 10 ? `第 ${numbers.join('、')} 等 ${bad.length} 行` : `第 ${numbers.join('、')} 行`;
}

/**
 * 导入试题 into one of the owner's banks, as 添加员工's import does: the dry run answers every row
 * with its problems; the commit is all or nothing — a single bad row refuses the whole sheet (400,
 * the bad rows in the body), otherwise one transaction adds every question, a thousand per statement.
 */
export async function importQuestions(
  db: Db,
  owner: BankOwner,
  bankId: number,
  sheet: SheetRow<QuestionImportColumn>[],
  dryRun: boolean,
): Promise<QuestionImportResult> {
  await ownBank(db, owner, bankId);
  const rows = sheet.map(checkQuestionRow);
  const bad = rows.filter((r) => !r.question);
  if (dryRun) {
    return {
      dryRun,
      total: rows.length,
      errorRows: bad.length,
      created: rows.length - bad.length,
      rows: rows.map(publicRow),
    };
  }
  if (bad.length > 0) {
    throw new HttpError(400, `${rowList(bad)}有错误，未导入任何试题：请修正后重新导入`, undefined, {
      rows: bad.map(publicRow),
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(examQuestion).values(
        rows.slice(i, i + BATCH).map(({ question: q }) => ({
          ...q!,
          answer: normaliseAnswer(q!.answer),
          bankId,
          createBy: owner.username,
          updateBy: owner.username,
        })),
      );
    }
  });
  return { dryRun: false, total: rows.length, errorRows: 0, created: rows.length, rows: [] };
}
