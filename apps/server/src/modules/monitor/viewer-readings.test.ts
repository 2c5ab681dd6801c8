import { serverStatusSchema } from '@coalsim/contract';
import { describe, expect, it, vi } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { ViewerReadings, type DelayHistogram, type Probes } from './viewer-readings.js';

/** A machine whose clocks the test moves: CPU times in ms, the process's in µs, delays in ms. */
function fakeMachine() {
  const clock = { idle: 0, total: 0, processCpu: 0, now: 0 };
  const histograms: (DelayHistogram & { delays: number[]; enabled: boolean })[] = [];
  const probes: Probes = {
    machine: () => ({ idle: clock.idle, total: clock.total }),
    processCpu: () => clock.processCpu,
    now: () => clock.now,
    delay() {
      const h = {
        delays: [] as number[],
        enabled: true,
        get count() {
          return this.delays.length;
        },
        percentile(q: number) {
          const sorted = [...this.delays].sort((a, b) => a - b);
          return (sorted[Math.ceil((q / 100) * sorted.length) - 1] ?? 0) * 1e6;
        },
        reset() {
          this.delays = [];
        },
        disable() {
          this.enabled = false;
        },
      };
      histograms.push(h);
      return h;
    },
  };
  /** A second passes: `busy` ms of the machine's 1,000 busy, the process busy `own` µs, one delay. */
  const pass = (busy: number, own: number, delay: number) => {
    clock.total += 1000;
    clock.idle += 1000 - busy;
    clock.processCpu += own;
    clock.now += 1e6;
    for (const h of histograms) if (h.enabled) h.delays.push(delay);
  };
  return { probes, pass, histograms };
}

describe('服务监控 figures over time, per viewer', () => {
  it('measures each viewer since its own previous reading, not since anyone’s', () => {
    const machine = fakeMachine();
    const readings = new ViewerReadings(machine.probes);
    machine.pass(500, 200_000, 30);
    // First readings: since the reader was made (the instance's start).
    expect(readings.read('a')).toEqual({
      cpuUsage: 50,
      processCpuUsage: 20,
      eventLoopP50: 30,
      eventLoopP99: 30,
    });
    machine.pass(100, 100_000, 10);
    expect(readings.read('b')).toMatchObject({ cpuUsage: 30, processCpuUsage: 15 });
    machine.pass(900, 500_000, 80);
    // a: the last two seconds; b: only the last one, although a read in between.
    expect(readings.read('a')).toEqual({
      cpuUsage: 50,
      processCpuUsage: 30,
      eventLoopP50: 10,
      eventLoopP99: 80,
    });
    expect(readings.read('b')).toEqual({
      cpuUsage: 90,
      processCpuUsage: 50,
      eventLoopP50: 80,
      eventLoopP99: 80,
    });
    // A reading right after one covers nothing: no samples, no CPU time.
    expect(readings.read('b')).toEqual({ cpuUsage: 0, processCpuUsage: 0, eventLoopP50: 0, eventLoopP99: 0 });
    readings.close();
    expect(machine.histograms.every((h) => !h.enabled)).toBe(true);
  });

  it('stops sampling for viewers it forgets (gone ten minutes, or the oldest of too many)', () => {
    const machine = fakeMachine();
    const readings = new ViewerReadings(machine.probes);
    for (let i = 0; i < 40; i++) readings.read(`viewer-${i}`);
    const sampling = () => machine.histograms.filter((h) => h.enabled).length;
    // The reader's own (since the start) and at most 32 viewers'.
    expect(sampling()).toBe(33);
    for (let i = 0; i < 11 * 60; i++) machine.pass(0, 0, 1);
    readings.read('late');
    expect(sampling()).toBe(2);
    readings.close();
  });
});

describe('服务监控 api/monitor/server, per viewer', async () => {
  const { app, db } = await buildTestApp();
  const other = await createStaff(db, 'monviewer', ['monitor:list']);
  const admin = bearer(await signIn(app, 'admin'));
  const viewer = bearer(await signIn(app, 'monviewer', other.password));

  it('reads each account’s figures as that account’s own, with local disks only', async () => {
    const read = vi.spyOn(ViewerReadings.prototype, 'read');
    try {
      for (const headers of [admin, viewer, admin]) {
        const res = await app.inject({ method: 'GET', url: '/api/monitor/server', headers });
        expect(res.statusCode).toBe(200);
        const status = serverStatusSchema.parse(res.json());
        expect(status.disks.every((d) => d.responding)).toBe(true);
      }
      const [a, b, c] = read.mock.calls.map(([key]) => key);
      expect(a).toBe(c);
      expect(b).toBe(String(other.userId));
      expect(a).not.toBe(b);
    } finally {
      read.mockRestore();
    }
  });
});
