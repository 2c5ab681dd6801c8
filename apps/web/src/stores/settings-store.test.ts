import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_SETTINGS, THEME_PRESETS, useSettingsStore } from './settings-store';
import type { SettingKey } from './settings-store';

afterEach(() => useSettingsStore.setState(DEFAULT_SETTINGS));

describe('settings store', () => {
  it('starts from the spec defaults', () => {
    expect(useSettingsStore.getState()).toMatchObject({
      theme: '#1890ff',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      showFooter: true,
      showSettings: true,
    });
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS).toContain('#409EFF');
  });

  it('changes a known key', () => {
    useSettingsStore.getState().changeSetting('tagsView', false);
    useSettingsStore.getState().changeSetting('sidebarLogo', false);
    expect(useSettingsStore.getState()).toMatchObject({ tagsView: false, sidebarLogo: false });
  });

  it('ignores unknown keys and values of the wrong type', () => {
    const before = { ...useSettingsStore.getState() };
    const change = useSettingsStore.getState().changeSetting as (key: string, value: unknown) => void;
    change('nonsense', true);
    change('changeSetting', 'boom');
    change('fixedHeader', 'yes');
    change('theme', 'red');
    const after = useSettingsStore.getState();
    expect(after).not.toHaveProperty('nonsense');
    expect(after.fixedHeader).toBe(before.fixedHeader);
    expect(after.theme).toBe(before.theme);
    expect(typeof after.changeSetting).toBe('function');
  });

  it('remembers the theme in a cookie for 365 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    useSettingsStore.getState().changeSetting('theme', '#409EFF');
    expect(useSettingsStore.getState().theme).toBe('#409EFF');
    expect(Cookies.get('theme')).toBe('#409EFF');
    expect(set).toHaveBeenCalledWith('theme', '#409EFF', expect.objectContaining({ expires: 365 }));
    set.mockRestore();
  });

  it('reads the remembered theme at start, refusing a malformed one', async () => {
    const load = async () => {
      vi.resetModules();
      return (await import('./settings-store')).useSettingsStore.getState().theme;
    };
    Cookies.set('theme', '#11a983');
    expect(await load()).toBe('#11a983');
    Cookies.set('theme', 'javascript:alert(1)');
    expect(await load()).toBe('#1890ff');
  });

  it('types every setting key', () => {
    const keys: SettingKey[] = [
      'theme',
      'showSettings',
      'tagsView',
      'fixedHeader',
      'sidebarLogo',
      'showFooter',
    ];
    expect(keys.every((k) => k in DEFAULT_SETTINGS)).toBe(true);
  });
});
