import type { Captcha } from '@coalsim/contract';
import { useQueryClient } from '@tanstack/react-query';

import { getCaptchaQueryOptions } from '../api/get-captcha';

/**
 * What a form sends for the captcha that `CaptchaField` shows, read from the query cache at submit
 * time (the form itself does not subscribe to the picture), and `renew()` for a new picture after a
 * failed attempt: a captcha is single use.
 */
export function useCaptchaAnswer() {
  const queryClient = useQueryClient();
  const { queryKey } = getCaptchaQueryOptions();
  return {
    answer(code: string | undefined): { code?: string; uuid?: string } {
      const captcha: Captcha | undefined = queryClient.getQueryData(queryKey);
      return captcha?.enabled === false ? {} : { code, uuid: captcha?.uuid };
    },
    renew(): void {
      void queryClient.refetchQueries({ queryKey });
    },
  };
}
