import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

import type { RichTextEditorProps } from './rich-text-editor-props';
import styles from './rich-text-editor.module.css';
import { RichTextToolbar } from './rich-text-toolbar';

/**
 * The editor's HTML as the form keeps it: '' for an empty text (so "required" works), and without
 * the empty paragraph the editor keeps at the end for the caret (it is not part of the text).
 */
function htmlOf(editor: { isEmpty: boolean; getHTML: () => string }): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

/**
 * The tiptap editor behind RichTextEditor (loaded on its first use). Only what the server's
 * allow-list keeps is offered: paragraphs, h2/h3, bold, italic, underline, strike, lists, quotes,
 * links and pictures (uploaded to our own storage, never pasted as data URLs).
 */
export function TiptapEditor({
  value,
  onChange,
  placeholder,
  id,
  'aria-label': ariaLabel,
  disabled = false,
}: RichTextEditorProps) {
  // The latest onChange, so the editor (made once) never calls a stale one.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          // The server keeps http(s) and mailto links only; offering others would lose them silently.
          isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      onChangeRef.current?.(htmlOf(current));
    },
  });

  // A value set from outside (the form loading a record, a reset) replaces the content; the
  // editor's own changes come back equal and are left alone, so the caret does not jump.
  // useEditor destroys an instance whose effects came late (a slow machine, a re-shown Suspense
  // tree) and renders again with a new one; this pass's destroyed instance has no schema left.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    if (next !== htmlOf(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const empty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  return (
    <div className={`${styles.frame} ${disabled ? styles.disabled : ''}`}>
      {editor && <RichTextToolbar editor={editor} disabled={disabled} />}
      <div className={styles.body}>
        {empty && placeholder && (
          <div className={styles.placeholder} aria-hidden="true">
            {placeholder}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
