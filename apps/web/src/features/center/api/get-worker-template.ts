import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';

export const WORKER_TEMPLATE_FILE_NAME = '员工导入模板.xlsx';

/** The import sheet: the columns in order and a sample row. */
export function downloadWorkerTemplate(): Promise<void> {
  return downloadList(endpointPaths.getWorkerTemplate.path, {}, WORKER_TEMPLATE_FILE_NAME);
}

export function useDownloadWorkerTemplate() {
  return useMutation({ mutationFn: downloadWorkerTemplate });
}
