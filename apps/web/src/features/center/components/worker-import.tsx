import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { WorkerImportResult } from '@coalsim/contract';
import { Alert, App, Button, Progress, Result, Upload } from 'antd';
import { useState } from 'react';

import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { useDownloadWorkerTemplate } from '../api/get-worker-template';
import { useImportWorkers } from '../api/import-workers';
import { ImportPreviewTable } from './import-preview-table';
import styles from './org.module.css';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const XLSX_ONLY = '请上传 .xlsx 格式的 Excel 文件';
export const TOO_LARGE = '文件不能超过 10 MB';
export const FIX_AND_RETRY = '表格中有错误，请按提示在 Excel 中改正后重新上传；改正前不能导入。';

type Step =
  | { kind: 'choose' }
  | { kind: 'sending'; what: 'check' | 'commit'; percent: number }
  | { kind: 'preview'; file: File; result: WorkerImportResult }
  | { kind: 'done'; result: WorkerImportResult };

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

function Counts({ result }: { result: WorkerImportResult }) {
  return (
    <p className={styles.importCounts}>
      <span>共 {result.total} 行</span>
      <span>{result.errorRows} 行有错误</span>
      <span>
        将新增 {result.created} 人，更新 {result.updated} 人
      </span>
    </p>
  );
}

/**
 * Excel 导入: 下载模板, upload an xlsx, see every row checked (a dry run, nothing written), then
 * 确认导入 writes them all at once. A sheet with any error cannot be imported: it is fixed in
 * Excel and uploaded again, so the preview always shows what will be written.
 */
export function WorkerImport() {
  const { message } = App.useApp();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const template = useDownloadWorkerTemplate();
  const importing = useImportWorkers();

  const send = (file: File, dryRun: boolean, back: Step) => {
    const what = dryRun ? 'check' : 'commit';
    setStep({ kind: 'sending', what, percent: 0 });
    importing.mutate(
      { file, dryRun, onProgress: (percent) => setStep({ kind: 'sending', what, percent }) },
      {
        onSuccess: (result) => setStep(dryRun ? { kind: 'preview', file, result } : { kind: 'done', result }),
        // The request layer has said why; the user is back where they were.
        onError: () => setStep(back),
      },
    );
  };

  const choose = (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) void message.error(XLSX_ONLY);
    else if (file.size > MAX_IMPORT_BYTES) void message.error(TOO_LARGE);
    else send(file, true, { kind: 'choose' });
    // Sent by hand above, never by the Upload itself.
    return false;
  };

  const restart = () => setStep({ kind: 'choose' });

  if (step.kind === 'done') {
    return (
      <Result
        status="success"
        title="导入完成"
        subTitle={`新增 ${step.result.created} 人，更新 ${step.result.updated} 人`}
        extra={[
          <LinkButton key="list" type="primary" to={paths.centerWorker}>
            查看员工
          </LinkButton>,
          <Button key="again" onClick={restart}>
            继续导入
          </Button>,
        ]}
      />
    );
  }

  return (
    <div className={styles.importSteps}>
      <Alert
        type="info"
        showIcon
        title="按模板填写员工信息后上传。部门和岗位按名称匹配，工号已存在的员工会被更新。"
        action={
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            loading={template.isPending}
            onClick={() => template.mutate()}
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
          <Counts result={step.result} />
          {step.result.total === 0 ? (
            <Alert type="warning" showIcon title="表格中没有员工数据，请从第 2 行起填写后重新上传。" />
          ) : step.result.errorRows > 0 ? (
            <Alert type="error" showIcon title={FIX_AND_RETRY} />
          ) : (
            <Alert type="success" showIcon title="校验通过，确认后将一次导入全部行。" />
          )}
          <div className={styles.importActions}>
            <Button
              type="primary"
              disabled={step.result.errorRows > 0 || step.result.total === 0}
              onClick={() => send(step.file, false, step)}
            >
              确认导入
            </Button>
            <Button onClick={restart}>重新上传</Button>
          </div>
          <ImportPreviewTable rows={step.result.rows} />
        </>
      )}
    </div>
  );
}
