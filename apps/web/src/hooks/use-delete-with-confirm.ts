import { useState } from 'react';

import { useCrudFeedback } from './use-crud-feedback';

interface DeleteWithConfirmOptions<K> {
  /** The question, given what is deleted (`选中的 3 个任务`, `任务“备份”`). */
  question: (what: string) => string;
  remove: (ids: K[]) => Promise<unknown>;
}

/**
 * A list's checked rows and its 删除: confirm, delete, then drop the deleted rows from the
 * selection (rows still checked stay checked) and say 删除成功. A failed delete keeps them all.
 */
export function useDeleteWithConfirm<K>({ question, remove }: DeleteWithConfirmOptions<K>) {
  const feedback = useCrudFeedback();
  const [selected, setSelected] = useState<K[]>([]);
  const confirmDelete = (ids: K[], what: string) =>
    feedback.confirmDelete(question(what), async () => {
      await remove(ids);
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      feedback.success('deleted');
    });
  return { selected, setSelected, confirmDelete };
}
