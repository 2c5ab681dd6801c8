import type { GenFile } from '@coalsim/contract';
import { Tabs, Typography } from 'antd';

import styles from './generator.module.css';

/** `apps/web/src/features/mine/pages/mine-site-page.tsx` → `mine-site-page.tsx`. */
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The generated files, one tab each (named by file, the full path above the code), as plain
 * monospaced text: React escapes it, so whatever a table's comments hold stays text here too.
 */
export function CodePreview({ files }: { files: GenFile[] }) {
  return (
    <Tabs
      tabPlacement="start"
      size="small"
      style={{ minHeight: 360 }}
      items={files.map((file) => ({
        key: file.path,
        label: <span title={file.path}>{fileName(file.path)}</span>,
        children: (
          <section aria-label={file.path}>
            <div className={styles.path}>
              <Typography.Text code className={styles.mono}>
                {file.path}
              </Typography.Text>
              <Typography.Text copyable={{ text: file.content, tooltips: ['复制', '已复制'] }} />
            </div>
            <pre className={styles.code}>{file.content}</pre>
          </section>
        ),
      }))}
    />
  );
}
