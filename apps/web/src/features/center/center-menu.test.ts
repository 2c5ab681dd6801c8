import { describe, expect, it } from 'vitest';

import { CENTER_GROUPS, CENTER_MENU } from './center-menu';
import { centerMenuFor, groupCenterMenu } from './center-menu-groups';

describe('personal centre menu', () => {
  it('holds the 16 children of /center, 我的培训 and 我的考试, each under /center/', () => {
    expect(CENTER_MENU.map((i) => i.key).sort()).toEqual(
      [
        'info',
        'company',
        'dept',
        'job',
        'worker',
        'worker-add',
        'soft',
        'device',
        'device-control',
        'my-soft',
        'my-assess',
        'my-assess-detail',
        'collect',
        'like',
        'my-train',
        'my-exam',
        'password',
        'logout',
      ].sort(),
    );
    for (const i of CENTER_MENU) expect(i.path).toBe(`/center/${i.key}`);
  });

  it('groups them as 账号, 企业, 软件, 培训, 考核, 收藏与点赞', () => {
    const groups = groupCenterMenu(CENTER_MENU);
    expect(groups.map((g) => g.group)).toEqual([...CENTER_GROUPS]);
    expect(groups[0]?.items.map((i) => i.label)).toEqual(['个人信息', '修改密码', '注销账号']);
    expect(groups.at(-1)?.items.map((i) => i.label)).toEqual(['我的收藏', '我的点赞']);
    expect(groups.flatMap((g) => g.items)).toHaveLength(18);
  });

  it('keeps an unknown group, after the known ones', () => {
    const groups = groupCenterMenu([
      { key: 'x', label: 'X', path: '/center/x', group: '其他' },
      ...CENTER_MENU.slice(0, 1),
    ]);
    expect(groups.map((g) => g.group)).toEqual(['账号', '其他']);
  });
});

describe('the centre menu by account', () => {
  it('shows the 企业 and 软件 pages to enterprise accounts only, 我的培训 and 我的考试 to staff accounts only', () => {
    const staff = centerMenuFor(CENTER_MENU, 3).map((i) => i.key);
    expect(staff).toEqual([
      'info',
      'password',
      'logout',
      'my-train',
      'my-exam',
      'my-assess',
      'my-assess-detail',
      'collect',
      'like',
    ]);
    const enterprise = centerMenuFor(CENTER_MENU, 2).map((i) => i.key);
    expect(enterprise).toHaveLength(16);
    expect(enterprise).not.toContain('my-train');
    expect(enterprise).not.toContain('my-exam');
    expect(centerMenuFor(CENTER_MENU, 1).map((i) => i.key)).toEqual([
      'info',
      'password',
      'logout',
      'my-assess',
      'my-assess-detail',
      'collect',
      'like',
    ]);
  });
});
