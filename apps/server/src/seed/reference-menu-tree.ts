/** The back office's reference menus as data; reference-menus.ts adds them to a database. */
import { detailPage, listPage, page, type MenuSeed } from './menu-seed.js';
import { OPERATIONS_MENUS } from './reference-ops-menus.js';

export type { MenuSeed };

/**
 * The back office's own menus (and their buttons, which carry the permission strings). Pages are
 * named by `component`, which the web app's page registry resolves.
 */
export const BACK_OFFICE_MENUS: MenuSeed[] = [
  {
    title: '系统管理',
    type: 0,
    path: 'system',
    icon: 'system',
    menuSort: 1,
    children: [
      page('用户管理', 'user', 'User', 'peoples', 'user', 1),
      page('角色管理', 'role', 'Role', 'role', 'roles', 2),
      page('菜单管理', 'menu', 'Menu', 'menu', 'menu', 3),
      page('字典管理', 'dict', 'Dict', 'dictionary', 'dict', 4),
      page('定时任务', 'timing', 'Timing', 'timing', 'job', 5),
    ],
  },
  {
    title: '平台运营',
    type: 0,
    path: 'platform',
    icon: 'app',
    menuSort: 10,
    children: [
      {
        title: '企业管理',
        type: 1,
        path: 'enterprise',
        component: 'platform/enterprise/index',
        componentName: 'Enterprise',
        icon: 'enterprise',
        permission: 'enterprise:list',
        cache: true,
        menuSort: 1,
        children: [{ title: '企业审核', type: 2, permission: 'enterprise:edit', menuSort: 1 }],
      },
      listPage(
        {
          title: '软件管理',
          path: 'soft',
          component: 'platform/soft/index',
          componentName: 'Soft',
          icon: 'soft',
          permission: 'soft:list',
          menuSort: 2,
        },
        [
          ['软件下架', 'soft:edit'],
          ['软件上架', 'soft:edit'],
        ],
      ),
      listPage(
        {
          title: '资讯管理',
          path: 'news',
          component: 'platform/news/index',
          componentName: 'News',
          icon: 'log',
          permission: 'news:list',
          menuSort: 3,
        },
        [
          ['资讯新增', 'news:add'],
          ['资讯编辑', 'news:edit'],
          ['资讯删除', 'news:del'],
        ],
      ),
      listPage(
        {
          // The spec's admin route /control: every enterprise's devices and their commands.
          title: '设备控制',
          path: '/control',
          component: 'platform/control/index',
          componentName: 'Control',
          icon: 'server',
          permission: 'device:list',
          menuSort: 4,
        },
        [['设备指令取消', 'device:edit']],
      ),
      listPage(
        {
          title: '题库管理',
          path: 'exam-bank',
          component: 'platform/exam-bank/index',
          componentName: 'ExamBank',
          icon: 'log',
          permission: 'exam:list',
          menuSort: 5,
        },
        [
          ['题库新增', 'exam:add'],
          ['题库编辑', 'exam:edit'],
          ['题库删除', 'exam:del'],
        ],
      ),
      detailPage('软件详情', '/softMineDetail', 'platform/soft/detail', 'SoftMineDetail', 90),
      detailPage('题库试题', '/examQuestion', 'platform/exam-bank/question', 'ExamQuestion', 91),
    ],
  },
  {
    title: '考核管理',
    type: 0,
    path: 'assessment',
    icon: 'chart',
    menuSort: 15,
    children: [
      listPage(
        {
          title: '考核列表',
          path: 'assess',
          component: 'assess/assess/index',
          componentName: 'Assess',
          icon: 'chart',
          permission: 'assess:list',
          menuSort: 1,
        },
        [
          ['考核新增', 'assess:add'],
          ['考核编辑', 'assess:edit'],
          ['考核删除', 'assess:del'],
        ],
      ),
      listPage({
        title: '专家组',
        path: 'team',
        component: 'assess/team/index',
        componentName: 'AssessTeam',
        icon: 'peoples',
        permission: 'assess:list',
        menuSort: 2,
      }),
      listPage({
        title: '考核室',
        path: 'room',
        component: 'assess/room/index',
        componentName: 'AssessRoom',
        icon: 'timing',
        permission: 'assess:list',
        menuSort: 3,
      }),
      detailPage('专家组详情', '/assessTeamDetail', 'assess/team/detail', 'AssessTeamDetail', 90),
    ],
  },
  ...OPERATIONS_MENUS,
];
