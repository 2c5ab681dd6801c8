import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { ImportPreviewTable, type ImportRow } from './import-preview-table';
import styles from './sheet-import.module.css';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const XLSX_ONLY = '请上传 .xlsx 格式的 Excel 文件';
export const TOO_LARGE = '文件不能超过 10 MB';
export const FIX_AND_RETRY = '表格中有错误，请按提示在 Excel 中改正后重新上传；改正前不能导入。';

/** What every import answers: a dry run's rows, or a commit's counts. */
export interface ImportResult<R extends ImportRow> {
  dryRun: boolean;
  total: number;
  errorRows: number;
  rows: R[];
}

type Step<T> =
  | { kind: 'choose' }
  | { kind: 'sending'; what: 'check' | 'commit'; percent: number }
  | { kind: 'preview'; file: File; result: T }
  | { kind: 'done'; result: T };

/** The bytes travel with a percentage; then the server reads the sheet, which has no progress to report. */
function Sending({ what, percent }: { what: 'check' | 'commit'; percent: number }) {
  const uploading = percent < 100;
  const label = uploading ? '正在上传…' : what === 'check' ? '正在校验表格中的每一行…' : '正在导入…';
  return (
    <div role="status" aria-live="polite">
      <p>{label}</p>
      <Progress percent={uploading ? percent : 100} status="active" showInfo={uploading} aria-label={label} />
    </div>
  );
}

export interface SheetImportProps<R extends ImportRow, T extends ImportResult<R>> {
  /** What to fill in and how rows are matched, above the upload. */
  intro: string;
  /** 下载模板. */
  template: { download: () => void; pending: boolean };
  /** Sends the sheet: a dry run (every row checked, nothing written) or the commit. */
  send: (file: File, dryRun: boolean, onProgress: (percent: number) => void) => Promise<T>;
  /** The sheet's columns, in order, for the preview. */
  columns: readonly string[];
  widths?: Partial<Record<string, number>>;
  /** What the checked sheet would do, in words (将新增 3 人 …). */
  counts: (result: T) => ReactNode;
  okTag?: (row: R) => ReactNode;
  /** Said when the sheet has no data rows. */
  noRows: string;
  /** The end: what was written, and where to go next (`again` starts another import). */
  done: (result: T, again: () => void) => ReactNode;
}

/**
 * Excel 导入: 下载模板, upload an xlsx, see every row checked (a dry run, nothing written), then
 * 确认导入 writes them all at once. A sheet with any error cannot be imported: it is fixed in
 * Excel and uploaded again, so the preview always shows what will be written.
 */
export function SheetImport<R extends ImportRow, T extends ImportResult<R>>(props: SheetImportProps<R, T>) {
  const { message } = App.useApp();
  const [step, setStep] = useState<Step<T>>({ kind: 'choose' });

  const send = (file: File, dryRun: boolean, back: Step<T>) => {
    const what = dryRun ? 'check' : 'commit';
    setStep({ kind: 'sending', what, percent: 0 });
    props
      .send(file, dryRun, (percent) => setStep({ kind: 'sending', what, percent }))
      .then(
        (result) => setStep(dryRun ? { kind: 'preview', file, result } : { kind: 'done', result }),
        // The request layer has said why; the user is back where they were.
        () => setStep(back),
      );
  };

  const choose = (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) void message.error(XLSX_ONLY);
    else if (file.size > MAX_IMPORT_BYTES) void message.error(TOO_LARGE);
    else send(file, true, { kind: 'choose' });
    // Sent by hand above, never by the Upload itself.
    return false;
  };

  if (step.kind === 'done') return props.done(step.result, () => setStep({ kind: 'choose' }));

  return (
    <div className={styles.steps}>
      <Alert
        type="info"
        showIcon
        title={props.intro}
        action={
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            loading={props.template.pending}
            onClick={props.template.download}
          >
            下载模板
          </Button>
        }
      />
      {step.kind === 'sending' ? (
        <Sending what={step.what} percent={step.percent} />
      ) : step.kind === 'choose' ? (
        <Upload.Dragger
          // No `accept`: a dropped file of another kind would be dropped silently; this says why.
          multiple={false}
          showUploadList={false}
          beforeUpload={choose}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">点击或将 Excel 文件拖到这里上传</p>
          <p className="ant-upload-hint">仅支持 .xlsx，不超过 10 MB；上传后先逐行校验，确认后才导入</p>
        </Upload.Dragger>
      ) : (
        <>
          <p className={styles.counts}>
            <span>共 {step.result.total} 行</span>
            <span>{step.result.errorRows} 行有错误</span>
            <span>{props.counts(step.result)}</span>
          </p>
          {step.result.total === 0 ? (
            <Alert type="warning" showIcon title={props.noRows} />
          ) : step.result.errorRows > 0 ? (
            <Alert type="error" showIcon title={FIX_AND_RETRY} />
          ) : (
            <Alert type="success" showIcon title="校验通过，确认后将一次导入全部行。" />
          )}
          <div className={styles.actions}>
            <Button
              type="primary"
              disabled={step.result.errorRows > 0 || step.result.total === 0}
              onClick={() => send(step.file, false, step)}
            >
              确认导入
            </Button>
            <Button onClick={() => setStep({ kind: 'choose' })}>重新上传</Button>
          </div>
          <ImportPreviewTable<R>
            rows={step.result.rows}
            columns={props.columns}
            widths={props.widths}
            okTag={props.okTag}
          />
        </>
      )}
    </div>
  );
}
