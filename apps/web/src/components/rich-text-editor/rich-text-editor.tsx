import { lazy, Suspense } from 'react';

import type { RichTextEditorProps } from './rich-text-editor-props';
import styles from './rich-text-editor.module.css';

export type { RichTextEditorProps } from './rich-text-editor-props';

// tiptap and ProseMirror are large: they load with the first editor shown (a form opening), never
// with a page that only lists or shows rich text.
const TiptapEditor = lazy(async () => ({ default: (await import('./tiptap-editor')).TiptapEditor }));

/**
 * A rich-text field (bold, italic, headings, lists, links, pictures) usable as an antd Form
 * control. It produces HTML; the server sanitises it on every write, so nothing here is trusted.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className={`${styles.frame} ${styles.loading}`} role="status" aria-label="编辑器加载中" />
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
