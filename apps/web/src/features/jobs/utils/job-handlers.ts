import { JOB_HANDLER_NAMES, JOB_HANDLERS } from '@coalsim/contract';
import type { JobHandlerName } from '@coalsim/contract';

/** The handlers a job may run, by their Chinese labels, for the form's Select. */
export const HANDLER_OPTIONS = JOB_HANDLER_NAMES.map((value) => ({
  value,
  label: JOB_HANDLERS[value].label,
}));

export function isHandlerName(name: string): name is JobHandlerName {
  return Object.hasOwn(JOB_HANDLERS, name);
}

/** A handler's label; a name this build does not know (a newer server) as it came. */
export function handlerLabel(name: string): string {
  return isHandlerName(name) ? JOB_HANDLERS[name].label : name;
}

/**
 * The parameters a new job of `handler` starts with, as the JSON text the form edits: the
 * handler's own defaults (`{"days":180}`), or empty for a handler that takes none.
 */
export function defaultParams(handler: JobHandlerName): string {
  const parsed = JOB_HANDLERS[handler].params.safeParse({});
  if (!parsed.success || Object.keys(parsed.data).length === 0) return '';
  return JSON.stringify(parsed.data);
}

/** Whether `handler` takes any parameter at all. */
export function takesParams(handler: JobHandlerName): boolean {
  return Object.keys(JOB_HANDLERS[handler].params.shape).length > 0;
}
