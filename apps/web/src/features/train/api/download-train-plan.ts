import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';

/** `培训进度-<plan>.xlsx`: every trainee's hours, best score, completion and certificate. */
export function downloadTrainPlan({ id, name }: { id: number; name: string }): Promise<void> {
  return downloadList(
    endpointPaths.downloadTrainPlan.path.replace(':id', String(id)),
    {},
    `培训进度-${name.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`,
  );
}

export function useDownloadTrainPlan() {
  return useMutation({ mutationFn: downloadTrainPlan });
}
