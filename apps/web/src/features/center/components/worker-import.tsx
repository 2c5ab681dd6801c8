import { WORKER_IMPORT_COLUMNS } from '@coalsim/contract';
import type { WorkerImportResult, WorkerImportRow } from '@coalsim/contract';
import { Button, Result, Tag } from 'antd';

import { LinkButton } from '../../../components/link-button';
import { SheetImport } from '../../../components/sheet-import/sheet-import';
import { paths } from '../../../config/paths';
import { useDownloadWorkerTemplate } from '../api/get-worker-template';
import { useImportWorkers } from '../api/import-workers';

export { FIX_AND_RETRY, XLSX_ONLY } from '../../../components/sheet-import/sheet-import';

/** 添加员工 › Excel 导入: departments and posts matched by name, an existing 工号 updated. */
export function WorkerImport() {
  const template = useDownloadWorkerTemplate();
  const importing = useImportWorkers();
  return (
    <SheetImport<WorkerImportRow, WorkerImportResult>
      intro="按模板填写员工信息后上传。部门和岗位按名称匹配，工号已存在的员工会被更新。"
      template={{ download: () => template.mutate(), pending: template.isPending }}
      send={(file, dryRun, onProgress) => importing.mutateAsync({ file, dryRun, onProgress })}
      columns={WORKER_IMPORT_COLUMNS}
      widths={{ 手机号码: 130 }}
      counts={(result) => `将新增 ${result.created} 人，更新 ${result.updated} 人`}
      okTag={(row) =>
        row.action === 'create' ? <Tag color="success">新增</Tag> : <Tag color="processing">更新</Tag>
      }
      noRows="表格中没有员工数据，请从第 2 行起填写后重新上传。"
      done={(result, again) => (
        <Result
          status="success"
          title="导入完成"
          subTitle={`新增 ${result.created} 人，更新 ${result.updated} 人`}
          extra={[
            <LinkButton key="list" type="primary" to={paths.centerWorker}>
              查看员工
            </LinkButton>,
            <Button key="again" onClick={again}>
              继续导入
            </Button>,
          ]}
        />
      )}
    />
  );
}
