import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

import { onePerTask } from '../lib/one-per-task';
import { whenNearViewport } from '../lib/when-near-viewport';

/**
 * An ECharts instance drawn into the returned element: made once, when the element nears the
 * visible area (`whenNearViewport`), in a task of its own (charts of one page are made one per
 * task, `onePerTask`), following the element's width as the window
 * resizes, given each new `option` in place (with ECharts' own transition instead of a rebuild),
 * and let go on unmount. The caller registers the chart types it draws (`echarts.use`), so a page
 * loads only those.
 */
export function useEChart(option: EChartsCoreOption) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latest = useRef(option);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let observer: ResizeObserver | undefined;
    let cancelTask = () => {};
    const cancelWait = whenNearViewport(element, () => {
      cancelTask = onePerTask(() => {
        const instance = echarts.init(element, undefined, { renderer: 'canvas' });
        chart.current = instance;
        instance.setOption(latest.current, { notMerge: true });
        // An observer reports the size it first sees too; ECharts would draw the chart again for
        // it (50 ms at a phone's speed), so only a change of size redraws.
        observer = new ResizeObserver(() => {
          if (element.clientWidth !== instance.getWidth() || element.clientHeight !== instance.getHeight())
            instance.resize();
        });
        observer.observe(element);
      });
    });
    return () => {
      cancelWait();
      cancelTask();
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return ref;
}
