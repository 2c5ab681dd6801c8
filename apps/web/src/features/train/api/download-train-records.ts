import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { TrainRecordsQuery } from './get-train-records';

export const TRAIN_RECORDS_FILE_NAME = '培训记录.xlsx';

/** The records matching the list's filters, as `培训记录.xlsx`. */
export function downloadTrainRecords(query: Omit<TrainRecordsQuery, 'page' | 'size'>): Promise<void> {
  return downloadList(endpointPaths.downloadTrainRecords.path, query, TRAIN_RECORDS_FILE_NAME);
}

export function useDownloadTrainRecords() {
  return useMutation({ mutationFn: downloadTrainRecords });
}
