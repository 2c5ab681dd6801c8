import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { App, Button, Input, Modal, Tooltip, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';

import { PICTURE_ACCEPT, pictureProblem, useUploadPicture } from '../../lib/upload-picture';
import styles from './rich-text-editor.module.css';

const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+)$/i;
export const LINK_MESSAGE = '请输入以 http://、https:// 或 mailto: 开头的链接';

function ToolButton({
  label,
  icon,
  active,
  disabled,
  loading,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled: boolean;
  loading?: boolean;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        className={active ? styles.active : undefined}
        disabled={disabled}
        loading={loading}
        // Keeps the editor's selection: a click on the toolbar must not blur the text first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** The editor's toolbar; each button says what it does (tooltip and accessible name). */
export function RichTextToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { message } = App.useApp();
  const upload = useUploadPicture();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const choosePicture = (file: File) => {
    const problem = pictureProblem(file);
    if (problem) {
      void message.error(problem);
      return false;
    }
    upload.mutate(file, {
      onSuccess: (stored) => chain().setImage({ src: stored.url, alt: stored.name }).run(),
    });
    // The upload goes through the app's client, not antd's own request.
    return false;
  };

  const toggleLink = () => {
    if (state.link) {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    setHref('');
    setLinkError(undefined);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = href.trim();
    if (!LINK_PATTERN.test(url)) {
      setLinkError(LINK_MESSAGE);
      return;
    }
    if (editor.state.selection.empty) {
      chain()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href: url }).run();
    }
    setLinkOpen(false);
  };

  const off = disabled;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="格式">
      <ToolButton
        label="加粗"
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={off}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="斜体"
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={off}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="下划线"
        icon={<UnderlineOutlined />}
        active={state.underline}
        disabled={off}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label="删除线"
        icon={<StrikethroughOutlined />}
        active={state.strike}
        disabled={off}
        onClick={() => chain().toggleStrike().run()}
      />
      <span className={styles.divider} aria-hidden="true" />
      <ToolButton
        label="二级标题"
        icon={<span className={styles.glyph}>H2</span>}
        active={state.h2}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="三级标题"
        icon={<span className={styles.glyph}>H3</span>}
        active={state.h3}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        label="无序列表"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="有序列表"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={off}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <span className={styles.divider} aria-hidden="true" />
      <ToolButton
        label={state.link ? '取消链接' : '插入链接'}
        icon={<LinkOutlined />}
        active={state.link}
        disabled={off}
        onClick={toggleLink}
      />
      <Upload accept={PICTURE_ACCEPT} showUploadList={false} beforeUpload={choosePicture} disabled={off}>
        <ToolButton
          label="插入图片"
          icon={<PictureOutlined />}
          disabled={off || upload.isPending}
          loading={upload.isPending}
        />
      </Upload>
      <span className={styles.divider} aria-hidden="true" />
      <ToolButton
        label="撤销"
        icon={<UndoOutlined />}
        disabled={off || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="重做"
        icon={<RedoOutlined />}
        disabled={off || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <Modal
        title="插入链接"
        open={linkOpen}
        okText="确定"
        cancelText="取消"
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
        width={420}
      >
        <Input
          aria-label="链接地址"
          placeholder="https://"
          value={href}
          status={linkError ? 'error' : undefined}
          onChange={(e) => {
            setHref(e.target.value);
            setLinkError(undefined);
          }}
          onPressEnter={applyLink}
        />
        {linkError && (
          <div className={styles.linkError} role="alert">
            {linkError}
          </div>
        )}
      </Modal>
    </div>
  );
}
