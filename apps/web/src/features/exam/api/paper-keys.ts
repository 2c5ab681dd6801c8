/**
 * 试卷 and 考试安排 (the enterprise's) start with these keys: publishing an exam freezes its paper,
 * so a change to either reloads both.
 */
export const papersQueryKey = ['exam', 'enterprise', 'papers'] as const;
export const examsQueryKey = ['exam', 'enterprise', 'arrangements'] as const;
export const examWorkQueryKey = ['exam', 'enterprise'] as const;
