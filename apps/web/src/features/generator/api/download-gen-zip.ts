import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/list-request';
import { tablePath } from '../utils/table-path';

/** The generated module as `<table>.zip`, to unzip at the root of the project. */
export async function downloadGenZip(table: string): Promise<void> {
  const blob = await api.get<Blob>(tablePath(endpointPaths.downloadGen.path, table), {
    responseType: 'blob',
  });
  saveBlob(blob, `${table}.zip`);
}

export function useDownloadGenZip() {
  return useMutation({ mutationFn: downloadGenZip });
}
