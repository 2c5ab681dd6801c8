/** The module's messages, shared by the routes, the services and the runner. */
export const JOB_NOT_FOUND = '定时任务不存在';
export const JOB_NAME_TAKEN = '任务名称已存在，请换一个名称';
export const JOBS_OFF =
  '本实例未启用定时任务（JOBS=false），请在启用了定时任务的实例上执行，或设置 JOBS=true 后重启';
export const JOB_RUNNER_STOPPED = '本实例的定时任务正在停止，请稍后重试';
