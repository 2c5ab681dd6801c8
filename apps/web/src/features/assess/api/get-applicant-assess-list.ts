import { endpointPaths } from '@coalsim/contract';
import type { ApplicantAssess, applicantAssessQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type ApplicantAssessQuery = z.input<typeof applicantAssessQuerySchema>;

/** The applicant's side, apart from staff's `assess` keys: the two never share rows. */
export const applicantAssessQueryKey = ['applicant-assess'] as const;

export function getApplicantAssessList(
  query: ApplicantAssessQuery,
  signal?: AbortSignal,
): Promise<Page<ApplicantAssess>> {
  return getList(endpointPaths.listApplicantAssess.path, query, signal);
}

export function getApplicantAssessListQueryOptions(query: ApplicantAssessQuery) {
  return queryOptions({
    queryKey: [...applicantAssessQueryKey, 'list', query],
    queryFn: ({ signal }) => getApplicantAssessList(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** 我的考核: assessments of the enterprise's applications, with progress, room and outcome. */
export function useApplicantAssessList(query: ApplicantAssessQuery) {
  return useQuery(getApplicantAssessListQueryOptions(query));
}
