import { endpointPaths } from '@coalsim/contract';
import type { StatsChart, StatsQuery } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';

/** The name each chart's export is saved under. */
export const STATS_FILE_NAMES: Record<StatsChart, string> = {
  months: '月度培训统计.xlsx',
  softs: '软件使用排行.xlsx',
  depts: '部门人员与持证.xlsx',
  devices: '设备状态.xlsx',
  plans: '进行中的培训计划.xlsx',
};

export type StatsDownload = StatsQuery & { chart: StatsChart };

/** One chart's data over the page's period, as xlsx (through the api client: the token goes along). */
export function downloadStats({ chart, ...range }: StatsDownload): Promise<void> {
  return downloadList(endpointPaths.downloadStats.path, { chart, ...range }, STATS_FILE_NAMES[chart]);
}

export function useDownloadStats() {
  return useMutation({ mutationFn: downloadStats });
}
