import type { DashboardSummary } from '@coalsim/contract';
import { theme } from 'antd';
import { BarChart } from 'echarts/charts';
import type { BarSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what this chart draws: echarts is large, and this module is itself loaded on demand.
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

function chartOption(data: DashboardSummary['registrations'], colour: string): Option {
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => `${String(value)} 人`,
    },
    xAxis: {
      type: 'category',
      data: data.map((d) => d.day.slice(5)),
      axisLine: { lineStyle: { color: '#d9d9d9' } },
      axisLabel: { color: '#8c8c8c' },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      splitLine: { lineStyle: { color: '#f0f0f0' } },
      axisLabel: { color: '#8c8c8c' },
    },
    series: [
      {
        name: '新增注册',
        type: 'bar',
        data: data.map((d) => d.count),
        barMaxWidth: 18,
        itemStyle: {
          borderRadius: [4, 4, 0, 0],
          color: new echarts.graphic.LinearGradient(0, 0, 0, 1, [
            { offset: 0, color: colour },
            { offset: 1, color: `${colour}99` },
          ]),
        },
        emphasis: { itemStyle: { color: colour } },
      },
    ],
  };
}

/** New accounts per day over the last 30 days, as bars in the theme colour; resizes with its card. */
export function RegistrationsChart({ data }: { data: DashboardSummary['registrations'] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.setOption(chartOption(data, token.colorPrimary));
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [data, token.colorPrimary]);

  const total = data.reduce((sum, d) => sum + d.count, 0);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={`近 30 日新增注册 ${total} 人，${data.at(0)?.day ?? ''} 至 ${data.at(-1)?.day ?? ''}`}
      style={{ height: 320 }}
    />
  );
}
