import type {
  collectResultSchema,
  collectSoft,
  likeResultSchema,
  likeSoft,
  SoftDetail,
  uncollectSoft,
  unlikeSoft,
} from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import { softDetailQueryOptions } from './get-soft-detail';

export type SoftMark = 'like' | 'collect';
type LikeResult = z.infer<typeof likeResultSchema>;
type CollectResult = z.infer<typeof collectResultSchema>;

// The contract's path, checked against it by the compiler; a type-only import keeps the contract's
// schemas (and zod) out of the portal's first load.
const PATHS: {
  like: { on: (typeof likeSoft)['path']; off: (typeof unlikeSoft)['path'] };
  collect: { on: (typeof collectSoft)['path']; off: (typeof uncollectSoft)['path'] };
} = {
  like: { on: '/api/portal/soft/:id/like', off: '/api/portal/soft/:id/like' },
  collect: { on: '/api/portal/soft/:id/collect', off: '/api/portal/soft/:id/collect' },
};

export interface MarkVariables {
  id: number;
  /** true adds the like / favourite, false removes it. */
  on: boolean;
}

export function markSoft(mark: SoftMark, { id, on }: MarkVariables): Promise<LikeResult | CollectResult> {
  const url = PATHS[mark][on ? 'on' : 'off'].replace(':id', String(id));
  return on ? api.post(url) : api.delete(url);
}

/** The server's answer is the truth: the detail takes its counts, and the lists that show them refetch. */
function applyResult(detail: SoftDetail, result: LikeResult | CollectResult): SoftDetail {
  return 'liked' in result
    ? { ...detail, liked: result.liked, likeCount: result.likeCount }
    : { ...detail, collected: result.collected, collectCount: result.collectCount };
}

export function useMarkSoft(mark: SoftMark) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: MarkVariables) => markSoft(mark, variables),
    onSuccess: (result, { id }) => {
      queryClient.setQueryData(softDetailQueryOptions(id).queryKey, (old) =>
        old ? applyResult(old, result) : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['soft', 'mine', mark] });
      void queryClient.invalidateQueries({ queryKey: ['soft', 'list'] });
    },
  });
}
