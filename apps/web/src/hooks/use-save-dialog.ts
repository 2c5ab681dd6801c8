import type { FormInstance } from 'antd';

import { applyFieldErrors } from '../lib/form-errors';
import { useCrudFeedback } from './use-crud-feedback';

/**
 * The save of a create-or-edit dialog: runs `save`, says 新增成功 or 编辑成功 and closes; a
 * refusal puts the server's field errors on the form's fields and keeps the dialog open.
 */
export function useSaveDialog(form: FormInstance, onClose: () => void) {
  const feedback = useCrudFeedback();
  return async (editing: boolean, save: () => Promise<unknown>) => {
    try {
      await save();
      feedback.success(editing ? 'edited' : 'added');
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
}
