import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

import { useEChart } from '../../../hooks/use-echart';
import type { StatsChartOption } from './chart-options';

// Only what the statistics draw: echarts is large, and this module is itself loaded on demand
// (the page imports it lazily), so neither the portal's first load nor the page's own code carries it.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/**
 * One chart of 统计分析. ECharts draws to a canvas, so the container carries the chart's name for
 * assistive technology (and tests); it follows its card's width as the window resizes.
 */
export function StatsEChart({
  option,
  label,
  height = 300,
}: {
  option: StatsChartOption;
  label: string;
  height?: number;
}) {
  const ref = useEChart(option);
  return <div ref={ref} role="img" aria-label={label} style={{ height, width: '100%' }} />;
}
