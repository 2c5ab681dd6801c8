import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useEffect, useRef } from 'react';

import { PICTURE_ACCEPT, pictureProblem, useUploadPicture } from '../../lib/upload-picture';
import styles from './picture-upload.module.css';

/**
 * Checks a chosen picture, uploads it through `api/localStorage/pictures` and hands over its URL.
 * Returns false for antd's Upload: the app's client sends the file, not antd's own request.
 */
function usePictureChooser(onUploaded: (url: string) => void) {
  const { message } = App.useApp();
  const upload = useUploadPicture();
  const choose = (file: File) => {
    const problem = pictureProblem(file);
    if (problem) void message.error(problem);
    // mutateAsync, not mutate's callbacks: those fire for the last of several files only. A failed
    // upload has been reported by the request layer.
    else
      void upload
        .mutateAsync(file)
        .then((stored) => onUploaded(stored.url))
        .catch(() => undefined);
    return false;
  };
  return { choose, uploading: upload.isPending };
}

const HINT = 'PNG、JPG、GIF 或 WEBP，不超过 5 MB';

/** One picture (a cover) as an antd Form control: its URL, or null. */
export function PictureUpload({
  value,
  onChange,
  id,
  buttonText = '上传图片',
  alt,
  disabled = false,
}: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
  buttonText?: string;
  /** What the picture shows, for its alt text (e.g. 封面). */
  alt: string;
  disabled?: boolean;
}) {
  const { choose, uploading } = usePictureChooser((url) => onChange?.(url));
  return (
    <div className={styles.single} id={id}>
      {value && <img className={styles.cover} src={value} alt={alt} />}
      <div className={styles.buttons}>
        <Upload accept={PICTURE_ACCEPT} showUploadList={false} beforeUpload={choose} disabled={disabled}>
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading} disabled={disabled}>
            {value ? `更换${alt}` : buttonText}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined aria-hidden />} disabled={disabled} onClick={() => onChange?.(null)}>
            {`移除${alt}`}
          </Button>
        )}
        <span className={styles.hint}>{HINT}</span>
      </div>
    </div>
  );
}

/** Several pictures (screenshots) in order, as an antd Form control: their URLs. */
export function PictureListUpload({
  value = [],
  onChange,
  id,
  max,
  noun,
  disabled = false,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  id?: string;
  max: number;
  /** What one picture is, for buttons and alt texts (e.g. 截图). */
  noun: string;
  disabled?: boolean;
}) {
  // Several files chosen at once upload one by one; each adds to the latest list, not a stale one.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const { choose, uploading } = usePictureChooser((url) => {
    latest.current = [...latest.current, url].slice(0, max);
    onChange?.(latest.current);
  });
  return (
    <div className={styles.list} id={id}>
      {value.map((url, i) => (
        <figure key={`${url}-${i}`} className={styles.item}>
          <img src={url} alt={`${noun}${i + 1}`} />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`移除${noun}${i + 1}`}
            disabled={disabled}
            onClick={() => onChange?.(value.filter((_, at) => at !== i))}
          />
        </figure>
      ))}
      {value.length < max && (
        <Upload
          accept={PICTURE_ACCEPT}
          showUploadList={false}
          multiple
          beforeUpload={choose}
          disabled={disabled}
        >
          <Button
            className={styles.add}
            icon={<PlusOutlined aria-hidden />}
            loading={uploading}
            disabled={disabled}
          >
            {`添加${noun}`}
          </Button>
        </Upload>
      )}
      <span className={styles.hint}>{`${HINT}，最多 ${max} 张`}</span>
    </div>
  );
}
