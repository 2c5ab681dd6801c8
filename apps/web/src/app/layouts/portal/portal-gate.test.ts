import { describe, expect, it } from 'vitest';

import { decideGate, gateOf } from './portal-gate';

const worker = { signedIn: true, role: 3 };
const staff = { signedIn: true, role: 1 };
const enterprise = { signedIn: true, role: 2 };

describe('portal role gate', () => {
  it('knows the gated sections and nothing else', () => {
    expect(gateOf('/stats')).toBe('stats');
    expect(gateOf('/my-soft')).toBe('access');
    expect(gateOf('/trainPlan')).toBe('train');
    expect(gateOf('/train/train')).toBe('train');
    expect(gateOf('/train/record')).toBe('train');
    for (const open of [
      '/index',
      '/soft',
      '/soft/detail',
      '/center/my-soft',
      '/statsx',
      '/trainee',
      '/assess/assess',
    ]) {
      expect(gateOf(open)).toBeNull();
    }
  });

  it('alerts every role but 2 with the exact text, titled 提示', () => {
    for (const session of [worker, staff]) {
      expect(decideGate('/stats', session)).toEqual({
        kind: 'alert',
        title: '提示',
        text: '当前角色无法进入统计分析！',
      });
      expect(decideGate('/my-soft', session)).toMatchObject({ text: '当前角色无法进入软件接入！' });
      expect(decideGate('/trainPlan', session)).toMatchObject({ text: '当前角色无法进入考核中心！' });
      expect(decideGate('/train/record', session)).toMatchObject({ text: '当前角色无法进入考核中心！' });
    }
  });

  it('sends an expert’s 考核中心 to 考核评分, and keeps every other gate for them', () => {
    const expert = { signedIn: true, role: 3, expert: true };
    expect(decideGate('/my-soft', expert)).toEqual({ kind: 'redirect', to: '/assess/score' });
    expect(decideGate('/stats', expert)).toMatchObject({ kind: 'alert', text: '当前角色无法进入统计分析！' });
    expect(decideGate('/trainPlan', expert)).toMatchObject({
      kind: 'alert',
      text: '当前角色无法进入考核中心！',
    });
  });

  it('opens the gated sections to enterprise users', () => {
    for (const path of ['/stats', '/my-soft', '/trainPlan', '/train/train']) {
      expect(decideGate(path, enterprise)).toEqual({ kind: 'open' });
    }
  });

  it('lets signed-out visitors and not-yet-loaded users through to the guard', () => {
    expect(decideGate('/stats', { signedIn: false, role: undefined })).toEqual({ kind: 'open' });
    expect(decideGate('/stats', { signedIn: true, role: undefined })).toEqual({ kind: 'open' });
  });

  it('lets a staff account take its exam, under /train but outside 培训中心', () => {
    expect(gateOf('/train/exam/take')).toBeNull();
    for (const session of [worker, enterprise]) {
      expect(decideGate('/train/exam/take', session)).toEqual({ kind: 'open' });
    }
    // The enterprise's own exam pages stay gated.
    expect(decideGate('/train/exam', worker)).toMatchObject({
      kind: 'alert',
      text: '当前角色无法进入考核中心！',
    });
    expect(decideGate('/train/exam/results', worker)).toMatchObject({ kind: 'alert' });
    expect(decideGate('/train/exam/taken', worker)).toMatchObject({ kind: 'alert' });
  });

  it('never gates public pages', () => {
    expect(decideGate('/soft', worker)).toEqual({ kind: 'open' });
  });
});
