import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const NS_PER_MS = 1e6;

/** An event-loop delay histogram that samples from when it was made (nanoseconds). */
export interface DelayHistogram {
  readonly count: number;
  percentile(q: number): number;
  reset(): void;
  disable(): void;
}

/** Where the figures come from: Node's own by default, fakes in tests. */
export interface Probes {
  /** The machine's idle and total CPU time over every core, in ms, since it started. */
  machine(): { idle: number; total: number };
  /** This process's CPU time, user and system, in µs. */
  processCpu(): number;
  /** A monotonic clock in µs. */
  now(): number;
  delay(): DelayHistogram;
}

export const nodeProbes: Probes = {
  machine() {
    let idle = 0;
    let total = 0;
    for (const { times } of os.cpus()) {
      idle += times.idle;
      total += (Object.values(times) as number[]).reduce((a, b) => a + b, 0);
    }
    return { idle, total };
  },
  processCpu() {
    const { user, system } = process.cpuUsage();
    return user + system;
  },
  now: () => Number(process.hrtime.bigint() / 1000n),
  delay() {
    const histogram = monitorEventLoopDelay({ resolution: 20 });
    histogram.enable();
    return histogram;
  },
};

/** What a viewer saw at its previous reading, and the event loop's delays since then. */
interface Mark {
  machine: { idle: number; total: number };
  processCpu: number;
  at: number;
  delay: DelayHistogram;
}

export interface Reading {
  /** The machine's busy share of every core, in percent. */
  cpuUsage: number;
  /** This process's CPU time in percent of one core. */
  processCpuUsage: number;
  eventLoopP50: number;
  eventLoopP99: number;
}

/** Viewers remembered at most (each has a histogram sampling every 20 ms), and for how long. */
const MAX_VIEWERS = 32;
const FORGET_AFTER_US = 10 * 60 * 1e6;

const percent = (part: number, whole: number, max = 100) =>
  whole > 0 ? Math.min(max, Math.max(0, Math.round((part / whole) * 1000) / 10)) : 0;

/**
 * 服务监控's figures over an interval, per viewer: each account's reading covers the time since
 * its own previous reading, so two people watching the page do not split each other's intervals
 * (with one shared mark, each saw only the time since the other's last refresh). A viewer's
 * first reading covers the time since this reader was made, i.e. since the instance started.
 */
export class ViewerReadings {
  private readonly start: Mark;
  private readonly viewers = new Map<string, Mark>();

  constructor(private readonly probes: Probes = nodeProbes) {
    this.start = this.mark();
  }

  read(viewer: string): Reading {
    const previous = this.viewers.get(viewer) ?? this.start;
    const now = this.mark();
    const machineTotal = now.machine.total - previous.machine.total;
    const machineBusy = machineTotal - (now.machine.idle - previous.machine.idle);
    const p = (q: number) =>
      previous.delay.count > 0 ? Math.round((previous.delay.percentile(q) / NS_PER_MS) * 100) / 100 : 0;
    const reading: Reading = {
      cpuUsage: percent(machineBusy, machineTotal),
      processCpuUsage: percent(now.processCpu - previous.processCpu, now.at - previous.at, Infinity),
      eventLoopP50: p(50),
      eventLoopP99: p(99),
    };
    if (previous !== this.start) previous.delay.disable();
    this.viewers.delete(viewer);
    this.forget(now.at);
    this.viewers.set(viewer, now);
    return reading;
  }

  close() {
    for (const mark of [this.start, ...this.viewers.values()]) mark.delay.disable();
    this.viewers.clear();
  }

  private mark(): Mark {
    const p = this.probes;
    return { machine: p.machine(), processCpu: p.processCpu(), at: p.now(), delay: p.delay() };
  }

  /** Drops viewers gone for a while, and the longest unseen beyond the limit (Map keeps order). */
  private forget(now: number) {
    for (const [viewer, mark] of this.viewers) {
      if (now - mark.at < FORGET_AFTER_US && this.viewers.size < MAX_VIEWERS) break;
      mark.delay.disable();
      this.viewers.delete(viewer);
    }
  }
}
