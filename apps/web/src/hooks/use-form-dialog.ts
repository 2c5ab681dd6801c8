import { useState } from 'react';

/**
 * Open/close state of a create-or-edit dialog, with a key that changes on every opening. Render
 * the dialog with that key: each opening then gets a fresh antd form, so values typed into a
 * cancelled dialog never leak into the next one (antd keeps a form's values across remounts).
 */
export function useFormDialog<T>() {
  const [state, setState] = useState<{ open: boolean; record: T | undefined; key: number }>({
    open: false,
    record: undefined,
    key: 0,
  });
  return {
    ...state,
    /** Opens for `record`, or for a new one without it. */
    show: (record?: T) => setState((s) => ({ open: true, record, key: s.key + 1 })),
    close: () => setState((s) => ({ ...s, open: false })),
  };
}
