import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { DevicesQuery } from './get-devices';

export const DEVICES_FILE_NAME = '设备.xlsx';

/** The devices matching the list's filters, as `设备.xlsx`. */
export function downloadDevices(query: DevicesQuery): Promise<void> {
  return downloadList(endpointPaths.downloadDevices.path, query, DEVICES_FILE_NAME);
}

export function useDownloadDevices() {
  return useMutation({ mutationFn: downloadDevices });
}
