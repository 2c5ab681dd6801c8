import { useCallback, useEffect, useState } from 'react';

const keyOf = (attemptId: number) => `coalsim.exam-marks.${attemptId}`;

function readMarks(attemptId: number): Set<number> {
  try {
    const raw = window.sessionStorage.getItem(keyOf(attemptId));
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

/**
 * 标记 (to come back to a question): the trainee's own note, never sent to the server. Kept in
 * the tab's session storage so that a reload in the middle of the exam keeps it.
 */
export function useQuestionMarks(attemptId: number) {
  const [marks, setMarks] = useState(() => readMarks(attemptId));
  useEffect(() => {
    try {
      window.sessionStorage.setItem(keyOf(attemptId), JSON.stringify([...marks]));
    } catch {
      // Storage full or blocked: the marks still hold for this page's life.
    }
  }, [attemptId, marks]);
  const toggle = useCallback(
    (questionId: number) =>
      setMarks((current) => {
        const next = new Set(current);
        if (!next.delete(questionId)) next.add(questionId);
        return next;
      }),
    [],
  );
  return { marks, toggle };
}
