/** 我的考试 and the trainee's attempts start with this key: a hand-in changes the list's best score. */
export const myExamQueryKey = ['exam', 'mine'] as const;
