import { z } from 'zod';

import { timestampSchema } from '../common/list-query.js';
import { DEVICE_STATUSES } from './device.constants.js';

export const agentEnrolBodySchema = z.object({
  code: z.string().trim().min(1, '请输入设备接入码').max(32, '设备接入码不正确'),
  serial: z.string().trim().min(1, '请输入设备序列号').max(64, '设备序列号不正确'),
});

/** The device's secret is shown once, here; the server keeps only its hash. */
export const agentEnrolSchema = z.object({
  deviceId: z.number().int(),
  secret: z.string(),
  heartbeatSeconds: z.number().int(),
});
export type AgentEnrol = z.infer<typeof agentEnrolSchema>;

const version = z.string().trim().max(50, '版本号不能超过50个字符');

export const agentHeartbeatBodySchema = z.object({
  agentVersion: version.min(1, '请提供设备代理的版本'),
  /** busy: a simulation is running on the device. */
  state: z.enum(['idle', 'busy'], { error: 'state 只能是 idle 或 busy' }),
  softVersion: version.nullish(),
});

export const agentHeartbeatSchema = z.object({
  status: z.enum(DEVICE_STATUSES),
  heartbeatSeconds: z.number().int(),
  serverTime: timestampSchema,
});

export const agentCommandQuerySchema = z.object({
  /** Seconds to wait for a command when none is queued; 0 answers at once. */
  wait: z.coerce
    .number({ error: 'wait 须为 0 到 30 之间的整数' })
    .int('wait 须为 0 到 30 之间的整数')
    .min(0, 'wait 须为 0 到 30 之间的整数')
    .max(30, 'wait 须为 0 到 30 之间的整数')
    .default(25),
});

const lease = {
  id: z.number().int(),
  /** 1 for the first delivery; a lease that ran out without a result is delivered again. */
  attempt: z.number().int(),
  /** Report the result before then, or the command is sent again (or times out). */
  leaseUntil: timestampSchema,
};

/**
 * A leased command as the agent receives it. Nothing in it is run as given: the agent maps the
 * command to its own configured program, and takes from the arguments only data (a ticket, a
 * package to check against its sha256).
 */
export const agentCommandSchema = z.discriminatedUnion('command', [
  z.object({
    ...lease,
    command: z.literal('launch'),
    args: z.object({
      softId: z.number().int(),
      softName: z.string(),
      /** Single use, 10 minutes: the simulation trades it at /open/api/v2/token. */
      ticket: z.string(),
      /** The software's launch address with the ticket added, when it has one. */
      launchUrl: z.string().nullable(),
      worker: z.object({ name: z.string(), employeeNo: z.string() }).nullable(),
    }),
  }),
  z.object({
    ...lease,
    command: z.literal('stop'),
    args: z.object({ softId: z.number().int().nullable() }),
  }),
  z.object({ ...lease, command: z.literal('restart'), args: z.object({}) }),
  z.object({ ...lease, command: z.literal('shutdown'), args: z.object({}) }),
  z.object({
    ...lease,
    command: z.literal('update'),
    args: z.object({
      packageId: z.number().int(),
      softId: z.number().int(),
      softName: z.string(),
      version: z.string(),
      sha256: z.string(),
      size: z.number().int(),
      /** GET it with the device's secret. */
      url: z.string(),
    }),
  }),
]);
export type AgentCommand = z.infer<typeof agentCommandSchema>;

export const agentResultBodySchema = z.object({
  status: z.enum(['succeeded', 'failed', 'rejected'], {
    error: 'status 只能是 succeeded、failed 或 rejected',
  }),
  detail: z.string().max(2000, 'detail 不能超过2000个字符').default(''),
});
