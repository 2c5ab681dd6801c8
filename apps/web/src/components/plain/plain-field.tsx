import type { ReactNode } from 'react';

import styles from './plain-field.module.css';

interface PlainFieldProps {
  /** The id the control's `aria-describedby` names (`plainHelpId`). */
  id: string;
  /** The field's error, shown under it and announced; none while the field is valid. */
  error: string | undefined;
  children: ReactNode;
}

/** The id of a field's error line, for its control's `aria-describedby`. */
export const plainHelpId = (id: string) => `${id}-help`;

/** A form row as antd's Form.Item lays it out without a label, drawn without antd. */
export function PlainField({ id, error, children }: PlainFieldProps) {
  return (
    <div>
      {children}
      <div id={plainHelpId(id)} className={styles.help}>
        {error && <div role="alert">{error}</div>}
      </div>
    </div>
  );
}
