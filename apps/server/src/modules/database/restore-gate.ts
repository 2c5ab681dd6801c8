import type { onRequestHookHandler } from 'fastify';

import { HttpError } from '../../lib/http-error.js';

export const RESTORING = '正在恢复数据库，服务暂不可用，请稍候一两分钟再试';
const HEALTHZ = '/healthz';

/**
 * While a restore runs, every request but the liveness check answers 503: nothing may read the
 * old data's last moments or write into a database about to be replaced. One restore at a time.
 */
export function createRestoreGate() {
  let active = false;
  const hook: onRequestHookHandler = (request, _reply, done) => {
    if (active && request.url !== HEALTHZ) done(new HttpError(503, RESTORING));
    else done();
  };
  return {
    hook,
    get active() {
      return active;
    },
    /** False when a restore already runs. */
    begin(): boolean {
      if (active) return false;
      active = true;
      return true;
    },
    end() {
      active = false;
    },
  };
}

export type RestoreGate = ReturnType<typeof createRestoreGate>;
