import { z } from 'zod';

import { EARLIEST_TIME_MS, LATEST_TIME_MS, SESSION_AHEAD_MS } from './time-bounds.constants.js';

const TOO_EARLY = '时间不能早于2000年1月1日';
const TOO_LATE = '时间不能晚于2100年1月1日';
const AHEAD = '时间不能晚于当前时间超过一天，请检查设备时钟';

/** When a training session happened: from 2000 to a day from now (checked when validated). */
export const sessionTimeSchema = (error = '须为毫秒时间戳') =>
  z
    .number({ error })
    .int(error)
    .min(EARLIEST_TIME_MS, TOO_EARLY)
    .refine((ms) => ms <= Date.now() + SESSION_AHEAD_MS, AHEAD);

/** When something is planned: from 2000 to 2100. */
export const plannedTimeSchema = (error = '须为毫秒时间戳') =>
  z.number({ error }).int(error).min(EARLIEST_TIME_MS, TOO_EARLY).max(LATEST_TIME_MS, TOO_LATE);

/** A time in a query string (a filter's bound): from 0 to 2100. */
export const timeQuerySchema = z.coerce
  .number({ error: '须为毫秒时间戳' })
  .int('须为毫秒时间戳')
  .min(0, '须为毫秒时间戳')
  .max(LATEST_TIME_MS, TOO_LATE);
