import { endpointPaths } from '@coalsim/contract';
import type { DeviceEnrolCode } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';

/** A one-time code (10 minutes) the device's agent trades with its serial for its secret. */
export function enrolDevice(id: number): Promise<DeviceEnrolCode> {
  return api.post<DeviceEnrolCode>(
    endpointPaths.enrolDevice.path.replace(':id', String(id)),
    undefined,
    actionConfig,
  );
}

export function useEnrolDevice() {
  return useMutation({ mutationFn: enrolDevice });
}
