import { useExamBanks } from '../api/get-exam-banks';

// An enterprise holds a handful of banks, and the platform publishes a few: one page each is all.
const ALL = { page: 0, size: 500, sort: 'createTime,desc' };

export interface BankChoice {
  value: number;
  label: string;
}

/** The banks a paper may draw from: the enterprise's own, then the platform's (read-only, marked). */
export function useBankChoices(enabled = true) {
  const own = useExamBanks('enterprise', { ...ALL, source: 'own' }, enabled);
  const platform = useExamBanks('enterprise', { ...ALL, source: 'platform' }, enabled);
  const choices: BankChoice[] = [
    ...(own.data?.content ?? []).map((b) => ({ value: b.id, label: `${b.name}（${b.questionCount} 题）` })),
    ...(platform.data?.content ?? []).map((b) => ({
      value: b.id,
      label: `${b.name}（平台，${b.questionCount} 题）`,
    })),
  ];
  return { choices, loading: own.isPending || platform.isPending };
}
