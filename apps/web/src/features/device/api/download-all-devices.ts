import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { AllDevicesQuery } from './get-all-devices';

/** Every enterprise's devices matching the filters, as `全部设备.xlsx`. */
export function downloadAllDevices(query: AllDevicesQuery): Promise<void> {
  return downloadList(endpointPaths.downloadAllDevices.path, query, '全部设备.xlsx');
}

export function useDownloadAllDevices() {
  return useMutation({ mutationFn: downloadAllDevices });
}
