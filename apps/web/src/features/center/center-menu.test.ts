import { describe, expect, it } from 'vitest';

import { CENTER_GROUPS, CENTER_MENU } from './center-menu';
import { centerMenuFor, groupCenterMenu } from './center-menu-groups';

describe('personal centre menu', () => {
  it('holds the 16 children of /center, each under /center/', () => {
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
        'password',
        'logout',
      ].sort(),
    );
    for (const i of CENTER_MENU) expect(i.path).toBe(`/center/${i.key}`);
  });

  it('groups them as 账号, 企业, 软件, 考核, 收藏与点赞', () => {
    const groups = groupCenterMenu(CENTER_MENU);
    expect(groups.map((g) => g.group)).toEqual([...CENTER_GROUPS]);
    expect(groups[0]?.items.map((i) => i.label)).toEqual(['个人信息', '修改密码', '注销账号']);
    expect(groups.at(-1)?.items.map((i) => i.label)).toEqual(['我的收藏', '我的点赞']);
    expect(groups.flatMap((g) => g.items)).toHaveLength(16);
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
  it('shows the 企业 and 软件 pages to enterprise accounts only', () => {
    const staff = centerMenuFor(CENTER_MENU, false).map((i) => i.key);
    expect(staff).toEqual(['info', 'password', 'logout', 'my-assess', 'my-assess-detail', 'collect', 'like']);
    expect(centerMenuFor(CENTER_MENU, true)).toHaveLength(16);
  });
});
