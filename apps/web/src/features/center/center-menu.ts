import { paths } from '../../config/paths';
import type { CenterMenuItem } from '../../stores/user-store';

/** The side menu's groups, in display order. */
export const CENTER_GROUPS = ['账号', '企业', '软件', '培训', '考核', '收藏与点赞'] as const;
export type CenterGroup = (typeof CENTER_GROUPS)[number];

const item = (key: string, label: string, group: CenterGroup): CenterMenuItem => ({
  key,
  label,
  path: `${paths.center}/${key}`,
  group,
});

/** The 16 children of /center (spec §2), 我的培训 and 我的考试, with the titles their routes carry. */
export const CENTER_MENU: readonly CenterMenuItem[] = [
  item('info', '个人信息', '账号'),
  item('password', '修改密码', '账号'),
  item('logout', '注销账号', '账号'),
  item('company', '企业信息', '企业'),
  item('dept', '部门管理', '企业'),
  item('job', '岗位管理', '企业'),
  item('worker', '员工管理', '企业'),
  item('worker-add', '添加员工', '企业'),
  item('device', '设备管理', '企业'),
  item('device-control', '设备控制', '企业'),
  item('soft', '应用管理', '软件'),
  item('my-soft', '我的接入', '软件'),
  item('my-train', '我的培训', '培训'),
  item('my-exam', '我的考试', '培训'),
  item('my-assess', '我的考核', '考核'),
  item('my-assess-detail', '考核详情', '考核'),
  item('collect', '我的收藏', '收藏与点赞'),
  item('like', '我的点赞', '收藏与点赞'),
];
