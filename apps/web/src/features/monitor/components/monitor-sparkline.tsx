import { LineChart } from 'echarts/charts';
import type { LineSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';

import { useEChart } from '../../../hooks/use-echart';
// Only what the sparklines draw; this module is part of 服务监控's own chunk, loaded with the page.
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface SparkPoint {
  /** HH:mm:ss of the reading. */
  at: string;
  value: number;
}

function chartOption(points: SparkPoint[], colour: string, unit: string, max?: number): Option {
  return {
    animation: false,
    grid: { left: 0, right: 0, top: 4, bottom: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value) => `${String(value)}${unit}` },
    xAxis: { type: 'category', show: false, boundaryGap: false, data: points.map((p) => p.at) },
    yAxis: { type: 'value', show: false, min: 0, ...(max === undefined ? {} : { max }) },
    series: [
      {
        type: 'line',
        data: points.map((p) => p.value),
        showSymbol: false,
        smooth: true,
        lineStyle: { width: 2, color: colour },
        areaStyle: { color: `${colour}22` },
      },
    ],
  };
}

/**
 * One figure's last minutes as a small line (ECharts draws to a canvas, so the container names
 * the chart for assistive technology and tests).
 */
export function MonitorSparkline({
  points,
  label,
  colour,
  unit = '',
  max,
}: {
  points: SparkPoint[];
  label: string;
  colour: string;
  unit?: string;
  max?: number;
}) {
  // A new option object per render would redraw for nothing: one per change of what it shows.
  const option = useMemo(() => chartOption(points, colour, unit, max), [points, colour, unit, max]);
  const ref = useEChart(option);
  return <div ref={ref} role="img" aria-label={label} style={{ height: 56, width: '100%' }} />;
}
