import { endpointPaths } from '@coalsim/contract';
import type { DeployPackage, deployQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type DeployQuery = z.input<typeof deployQuerySchema>;

export const deployQueryKey = ['deploy-packages'] as const;

export function getDeployPackages(query: DeployQuery, signal?: AbortSignal): Promise<Page<DeployPackage>> {
  return getList(endpointPaths.listDeploy.path, query, signal);
}

/** 部署管理: every package, newest first. */
export function useDeployPackages(query: DeployQuery) {
  return useQuery({
    queryKey: [...deployQueryKey, query],
    queryFn: ({ signal }) => getDeployPackages(query, signal),
    placeholderData: keepPreviousData,
  });
}
