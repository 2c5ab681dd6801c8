import type { AxiosRequestConfig } from 'axios';

import { api } from './api-client';

/**
 * How list queries go over the wire (eladmin, DESIGN §5): repeated keys without brackets
 * (`sort=a,desc&sort=b,asc`, `createTime=x&createTime=y`), which is not axios's default.
 */
export const listParamsSerializer: AxiosRequestConfig['paramsSerializer'] = { indexes: null };

/**
 * For saves and deletes: a rule the server enforces (role levels, own account) is reported as a
 * notice on the page instead of leaving for the no-permission page.
 */
export const actionConfig: AxiosRequestConfig = { forbiddenAsNotice: true };

/** GETs a list with its filters. */
export function getList<T>(url: string, params: object, signal?: AbortSignal): Promise<T> {
  return api.get<T>(url, { params, paramsSerializer: listParamsSerializer, signal });
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * `GET <list>/download?<same filters>` (eladmin export): fetched through the api client, so the
 * token goes along and a JSON error inside the blob is shown like any other error.
 */
export async function downloadList(url: string, params: object, fileName: string): Promise<void> {
  const blob = await api.get<Blob>(url, {
    params,
    paramsSerializer: listParamsSerializer,
    responseType: 'blob',
  });
  saveBlob(blob, fileName);
}
