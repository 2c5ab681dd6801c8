import { endpoints } from '@coalsim/contract';
import type { CurrentUser, ProfileBody } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** PUT auth/edit: the user's own name, gender and contacts; answers with the updated user. */
export function editProfile(body: ProfileBody): Promise<CurrentUser> {
  return api.put<CurrentUser>(endpoints.editProfile.path, body);
}

export function useEditProfile(config: MutationConfig<typeof editProfile> = {}) {
  return useMutation({ ...config, mutationFn: editProfile });
}
