import { describe, expect, it } from 'vitest';

import { defaultParams, handlerLabel, HANDLER_OPTIONS, takesParams } from './job-handlers';

describe('job handlers', () => {
  it('offers every registered handler by its label', () => {
    expect(HANDLER_OPTIONS).toEqual([
      { value: 'sweepExpired', label: '清理过期会话与验证码' },
      { value: 'purgeLogs', label: '清理过期日志' },
      { value: 'flagExpiringCerts', label: '培训证书到期提醒' },
      { value: 'backupDatabase', label: '数据库备份' },
      { value: 'purgeUnusedFiles', label: '清理未使用的图片' },
      { value: 'sweepDevices', label: '设备指令与在线状态巡检' },
      { value: 'submitOverdueAttempts', label: '考试到时自动交卷' },
    ]);
    expect(handlerLabel('purgeLogs')).toBe('清理过期日志');
    expect(handlerLabel('fromANewerServer')).toBe('fromANewerServer');
    expect(handlerLabel('constructor')).toBe('constructor');
  });

  it('starts the parameters from the handler’s own defaults', () => {
    expect(defaultParams('purgeLogs')).toBe('{"days":180}');
    expect(defaultParams('sweepExpired')).toBe('');
    expect(takesParams('purgeLogs')).toBe(true);
    expect(takesParams('sweepExpired')).toBe(false);
  });
});
