import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * An ECharts instance drawn into the returned element: made once, following the element's width
 * as the window resizes, given each new `option` in place (with ECharts' own transition instead
 * of a rebuild), and let go on unmount. The caller registers the chart types it draws
 * (`echarts.use`), so a page loads only those.
 */
export function useEChart(option: EChartsCoreOption) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return ref;
}
