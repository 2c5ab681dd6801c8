import { endpointPaths } from '@coalsim/contract';
import type { ApplicantAssessDetail } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { applicantAssessQueryKey } from './get-applicant-assess-list';

/** Silent: the page shows its own state for an id that is not (or no longer) the enterprise's. */
export function getApplicantAssess(id: number, signal?: AbortSignal): Promise<ApplicantAssessDetail> {
  return api.get<ApplicantAssessDetail>(endpointPaths.getApplicantAssess.path.replace(':id', String(id)), {
    signal,
    silent: true,
  });
}

export function getApplicantAssessQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: [...applicantAssessQueryKey, 'detail', id],
    queryFn: ({ signal }) => getApplicantAssess(id!, signal),
    enabled: id !== null,
  });
}

/** 考核详情: per-criterion averages and the experts' comments, never who wrote them. */
export function useApplicantAssess(id: number | null) {
  return useQuery(getApplicantAssessQueryOptions(id));
}
