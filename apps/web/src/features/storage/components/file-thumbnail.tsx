import {
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import type { StorageFile } from '@coalsim/contract';
import { Image } from 'antd';

import { fileHref } from '../utils/file-format';
import styles from './storage.module.css';

/** A file's kind at a glance when it has no picture of its own. */
function KindIcon({ file }: { file: StorageFile }) {
  if (file.mimeType === 'application/pdf') return <FilePdfOutlined />;
  if (file.category === '图片') return <FileImageOutlined />;
  if (file.category === '压缩包') return <FileZipOutlined />;
  if (file.category === '文档') return <FileTextOutlined />;
  return <FileOutlined />;
}

/**
 * 预览: an image's thumbnail, which opens antd's full-size preview (the same preview the row's
 * 预览 link opens: `open` is the page's, so either can show it); other files show their kind.
 */
export function FileThumbnail({
  file,
  open,
  onOpenChange,
}: {
  file: StorageFile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (file.category !== '图片') {
    return (
      <span className={styles.kind} role="img" aria-label={`${file.category} ${file.suffix}`}>
        <KindIcon file={file} />
      </span>
    );
  }
  const src = fileHref(file.url);
  return (
    <Image
      className={styles.thumbnail}
      width={40}
      height={40}
      src={src}
      alt={file.name}
      // Rows below the fold need not fetch their picture before they are scrolled to.
      loading="lazy"
      preview={{ src, open, onOpenChange: (next) => onOpenChange(next) }}
    />
  );
}
