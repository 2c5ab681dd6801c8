/** The back office's reference menus as data; reference-menus.ts adds them to a database. */
export interface MenuSeed {
  title: string;
  type: 0 | 1 | 2;
  path?: string;
  component?: string;
  componentName?: string;
  icon?: string;
  permission?: string;
  cache?: boolean;
  /** A detail page: routable, never in the sidebar. */
  hidden?: boolean;
  menuSort: number;
  children?: MenuSeed[];
}

/**
 * A page of 系统管理 with its list permission and its 新增/编辑/删除 buttons (export needs only
 * the list permission, as in eladmin, so it has no button of its own). Button titles carry the
 * page's noun because titles are unique.
 */
function page(
  title: string,
  path: string,
  componentName: string,
  icon: string,
  resource: string,
  menuSort: number,
): MenuSeed {
  const noun = title.replace('管理', '');
  return {
    title,
    type: 1,
    path,
    component: `system/${path}/index`,
    componentName,
    icon,
    permission: `${resource}:list`,
    cache: true,
    menuSort,
    children: [
      { title: `${noun}新增`, type: 2, permission: `${resource}:add`, menuSort: 1 },
      { title: `${noun}编辑`, type: 2, permission: `${resource}:edit`, menuSort: 2 },
      { title: `${noun}删除`, type: 2, permission: `${resource}:del`, menuSort: 3 },
    ],
  };
}

/** A page with its list permission and buttons `[title, permission]` (outside 系统管理). */
function listPage(
  seed: Omit<MenuSeed, 'type' | 'cache' | 'children'>,
  buttons: [title: string, permission: string][] = [],
): MenuSeed {
  return {
    ...seed,
    type: 1,
    cache: true,
    children: buttons.map(([title, permission], i) => ({ title, type: 2, permission, menuSort: i + 1 })),
  };
}

/**
 * A detail page reached from a list (eladmin's hidden routes): its path starts with `/`, so it is
 * served at the top (`/softMineDetail`) whatever directory it is filed under. No permission of its
 * own: the API it reads asks for its list's permission.
 */
function detailPage(title: string, path: string, component: string, componentName: string, menuSort: number) {
  return { title, type: 1, path, component, componentName, hidden: true, menuSort } satisfies MenuSeed;
}

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
      detailPage('软件详情', '/softMineDetail', 'platform/soft/detail', 'SoftMineDetail', 90),
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
  {
    title: '系统监控',
    type: 0,
    path: 'monitor',
    icon: 'monitor',
    menuSort: 20,
    children: [
      {
        title: '在线用户',
        type: 1,
        path: 'online',
        component: 'monitor/online/index',
        componentName: 'OnlineUser',
        icon: 'online',
        permission: 'online:list',
        cache: true,
        menuSort: 1,
        children: [{ title: '强制退出', type: 2, permission: 'online:del', menuSort: 1 }],
      },
      {
        title: '操作日志',
        type: 1,
        path: 'logs',
        component: 'monitor/log/index',
        componentName: 'Log',
        icon: 'log',
        permission: 'log:list',
        cache: true,
        menuSort: 2,
      },
      {
        title: '异常日志',
        type: 1,
        path: 'errorLog',
        component: 'monitor/log/errorLog',
        componentName: 'ErrorLog',
        icon: 'error',
        permission: 'log:list',
        cache: true,
        menuSort: 3,
      },
      listPage({
        title: '服务监控',
        path: 'server',
        component: 'monitor/server/index',
        componentName: 'ServerMonitor',
        icon: 'server',
        permission: 'monitor:list',
        menuSort: 4,
      }),
      listPage(
        {
          title: 'SQL监控',
          path: 'sql',
          component: 'monitor/sql/index',
          componentName: 'Sql',
          icon: 'sqlMonitor',
          permission: 'monitor:list',
          menuSort: 5,
        },
        [['SQL统计重置', 'monitor:edit']],
      ),
    ],
  },
  {
    title: '系统工具',
    type: 0,
    path: 'sys-tools',
    icon: 'sys-tools',
    menuSort: 30,
    children: [
      {
        title: '存储管理',
        type: 1,
        path: 'storage',
        component: 'tools/storage/index',
        componentName: 'Storage',
        icon: 'storage',
        permission: 'storage:list',
        cache: true,
        menuSort: 1,
        children: [
          { title: '文件上传', type: 2, permission: 'storage:add', menuSort: 1 },
          { title: '文件编辑', type: 2, permission: 'storage:edit', menuSort: 2 },
          { title: '文件删除', type: 2, permission: 'storage:del', menuSort: 3 },
        ],
      },
      listPage(
        {
          title: '部署管理',
          path: 'deploy',
          component: 'tools/deploy/index',
          componentName: 'Deploy',
          icon: 'deploy',
          permission: 'deploy:list',
          menuSort: 2,
        },
        [
          ['部署包上传', 'deploy:add'],
          ['部署包删除', 'deploy:del'],
        ],
      ),
      listPage(
        {
          title: '数据库备份',
          path: 'database',
          component: 'tools/database/index',
          componentName: 'DatabaseBackup',
          icon: 'backup',
          permission: 'database:list',
          menuSort: 3,
        },
        [
          ['备份创建', 'database:add'],
          ['备份恢复', 'database:edit'],
          ['备份删除', 'database:del'],
        ],
      ),
      listPage(
        {
          title: '代码生成',
          path: 'generator',
          component: 'tools/generator/index',
          componentName: 'GeneratorIndex',
          icon: 'codeConsole',
          permission: 'generator:list',
          menuSort: 4,
        },
        [['生成配置保存', 'generator:edit']],
      ),
      detailPage('生成配置', '/generatorConfig', 'tools/generator/config', 'GeneratorConfig', 91),
      listPage({
        title: 'API 文档',
        path: 'swagger',
        component: 'tools/swagger/index',
        componentName: 'Swagger',
        icon: 'swagger',
        menuSort: 5,
      }),
    ],
  },
];
