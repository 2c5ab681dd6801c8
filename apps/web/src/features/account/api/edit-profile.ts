import { endpointPaths } from '@coalsim/contract';
import type { CurrentUser, ProfileBody } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** Saves one's own nickname, gender, phone and e-mail; answers with the updated user. */
export function editProfile(body: ProfileBody): Promise<CurrentUser> {
  return api.put<CurrentUser>(endpointPaths.editProfile.path, body);
}

export function useEditProfile(config: MutationConfig<typeof editProfile> = {}) {
  return useMutation({ ...config, mutationFn: editProfile });
}
