import { endpointPaths } from '@coalsim/contract';
import type { DeployPackage } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { deployQueryKey } from './get-deploy-packages';

export interface PackageUpload {
  softId: number;
  version: string;
  description: string;
  file: File;
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
}

/** The fields first, then the zip: the server checks them before it keeps any byte. */
export function uploadDeployPackage({ softId, version, description, file, onProgress }: PackageUpload) {
  const form = new FormData();
  form.append('softId', String(softId));
  form.append('version', version);
  form.append('description', description);
  form.append('file', file);
  return api.post<DeployPackage>(endpointPaths.uploadDeploy.path, form, {
    ...actionConfig,
    timeout: 0,
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
}

export function useUploadDeployPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDeployPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deployQueryKey }),
  });
}
