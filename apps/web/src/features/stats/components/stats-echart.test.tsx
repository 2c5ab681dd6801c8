import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StatsChartOption } from './chart-options';
import { StatsEChart } from './stats-echart';

// jsdom has no canvas: ECharts itself is replaced by a recording double, so this tests the wrapper
// (what it names, when it draws, resizes and lets go), not ECharts' drawing.
const chart = vi.hoisted(() => ({
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  // The size the chart was drawn at; jsdom lays nothing out, so its elements measure 0 × 0.
  getWidth: vi.fn(() => 0),
  getHeight: vi.fn(() => 0),
}));
const init = vi.hoisted(() => vi.fn(() => chart));
vi.mock('echarts/core', () => ({ use: vi.fn(), init }));
vi.mock('echarts/charts', () => ({ BarChart: {}, LineChart: {}, PieChart: {} }));
vi.mock('echarts/components', () => ({ GridComponent: {}, LegendComponent: {}, TooltipComponent: {} }));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));

const observers: { callback: ResizeObserverCallback; disconnected: boolean }[] = [];
class RecordingResizeObserver {
  private entry: (typeof observers)[number];
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

// The suite's setup defines a writable (not configurable) stub: swapped by assignment, put back after.
const originalResizeObserver = window.ResizeObserver;
afterEach(() => {
  vi.useRealTimers();
  window.ResizeObserver = originalResizeObserver;
  vi.clearAllMocks();
  observers.length = 0;
});

const first: StatsChartOption = { series: [{ type: 'bar', data: [1, 2] }] };
const second: StatsChartOption = { series: [{ type: 'bar', data: [3] }] };

describe('the chart container of 统计分析', () => {
  it('is named by its chart, draws into itself, follows its size and lets go on unmount', () => {
    window.ResizeObserver = RecordingResizeObserver;
    vi.useFakeTimers();
    const view = render(<StatsEChart option={first} label="培训学时趋势" />);
    // Made in a task of its own, after the page's render.
    expect(init).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();

    const container = screen.getByRole('img', { name: '培训学时趋势' });
    expect(init).toHaveBeenCalledWith(container, undefined, { renderer: 'canvas' });
    expect(chart.setOption).toHaveBeenLastCalledWith(first, { notMerge: true });

    // The observer's first report, of the size the chart was drawn at, draws nothing again.
    observers[0]!.callback([], {} as ResizeObserver);
    expect(chart.resize).not.toHaveBeenCalled();
    chart.getWidth.mockReturnValueOnce(640);
    observers[0]!.callback([], {} as ResizeObserver);
    expect(chart.resize).toHaveBeenCalledTimes(1);

    // A new period redraws the same chart rather than building another.
    view.rerender(<StatsEChart option={second} label="培训学时趋势" />);
    expect(chart.setOption).toHaveBeenLastCalledWith(second, { notMerge: true });
    expect(init).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(chart.dispose).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('makes the charts of one page one per task, and none that left before its turn', () => {
    window.ResizeObserver = RecordingResizeObserver;
    vi.useFakeTimers();
    const view = render(
      <>
        <StatsEChart option={first} label="培训学时趋势" />
        <StatsEChart option={second} label="合格率趋势" />
        <StatsEChart option={second} label="设备状态" />
      </>,
    );
    vi.advanceTimersToNextTimer();
    expect(init).toHaveBeenCalledTimes(1);
    expect(chart.setOption).toHaveBeenLastCalledWith(first, { notMerge: true });
    vi.advanceTimersToNextTimer();
    expect(init).toHaveBeenCalledTimes(2);
    view.unmount();
    vi.runAllTimers();
    expect(init).toHaveBeenCalledTimes(2);
    expect(chart.dispose).toHaveBeenCalledTimes(2);
  });

  it('waits for a chart below the fold to near the visible area before making it', () => {
    window.ResizeObserver = RecordingResizeObserver;
    vi.useFakeTimers();
    let near: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    let margin: string | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof near, options?: IntersectionObserverInit) {
          near = callback;
          margin = options?.rootMargin;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(<StatsEChart option={first} label="设备状态" />);
      vi.runAllTimers();
      expect(init).not.toHaveBeenCalled();
      expect(margin).toBe('30% 0px');

      near!([{ isIntersecting: false }]);
      vi.runAllTimers();
      expect(init).not.toHaveBeenCalled();

      near!([{ isIntersecting: true }]);
      vi.runAllTimers();
      expect(init).toHaveBeenCalledTimes(1);
      expect(chart.setOption).toHaveBeenLastCalledWith(first, { notMerge: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
