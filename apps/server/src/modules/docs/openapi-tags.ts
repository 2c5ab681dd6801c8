/**
 * The API document's tags: the module names users see in the menus (企业管理, 存储管理…), not
 * the paths' first words (`qiNiuContent`, `localStorage`, `avatar`). Keyed by the path's first
 * segment after `/api`, or its first two for the areas that hold several modules (center, portal).
 * A path outside the table keeps its segment as the tag, and docs.test.ts fails on it.
 */
const TAGS: Record<string, string> = {
  healthz: '系统监控',
  readyz: '系统监控',
  auth: '登录与账号',
  users: '用户管理',
  avatar: '用户管理',
  roles: '角色管理',
  menus: '菜单管理',
  dict: '字典管理',
  dictDetail: '字典管理',
  dashboard: '首页统计',
  enterprise: '企业管理',
  logs: '日志管理',
  jobs: '定时任务',
  localStorage: '存储管理',
  qiNiuContent: '存储管理',
  file: '存储管理',
  'api-docs': 'API 文档',
  'doc.html': 'API 文档',
  soft: '软件管理',
  news: '资讯管理',
  assess: '考核管理',
  train: '培训管理',
  // 题库 on both faces: the platform's (api/exam) and an enterprise's (api/train/bank, …/question).
  exam: '题库管理',
  'train/bank': '题库管理',
  'train/question': '题库管理',
  'train/paper': '试卷管理',
  'train/exam': '考试安排',
  'train/my-exam': '我的考试',
  'train/attempt': '我的考试',
  stats: '统计分析',
  device: '设备控制',
  'device-command': '设备控制',
  deploy: '部署管理',
  monitor: '系统监控',
  druid: '系统监控',
  database: '数据库备份',
  generator: '代码生成',
  open: '开放接口',
  // The demo software's launch page: it stands in for a simulation at the ilab-x door.
  demo: '开放接口',
  'device-agent': '设备代理接口',
  'portal/soft': '软件中心',
  'portal/news': '新闻资讯',
  'portal/stats': '门户首页',
  'portal/site': '门户首页',
  'portal/cert': '证书查验',
  'center/company': '企业信息',
  'center/dept': '部门管理',
  'center/job': '岗位管理',
  'center/worker': '员工管理',
  'center/soft': '应用管理',
  'center/access': '软件接入',
  'center/grant': '我的接入',
  'center/assess': '我的考核',
  'center/device': '设备管理',
  'center/device-command': '设备控制',
  'center/deploy-package': '设备控制',
};

/** The order the viewer lists them in: as the menus go, the outside doors last. */
export const TAG_ORDER = [...new Set(Object.values(TAGS))];

/**
 * Each tag's address in `/api-docs/openapi/:tag`: the first path word of its table entry, with
 * `-` for `/` (`center/worker` → `center-worker`), except where another of its words reads better.
 */
const SLUG_OF: Record<string, string> = { 系统监控: 'monitor', 存储管理: 'storage' };

/** The viewer's index of the modules (`/api-docs/openapi/index`), named so that no tag takes it. */
export const INDEX_SLUG = 'index';

export function slugOf(tag: string): string {
  const key = Object.keys(TAGS).find((k) => TAGS[k] === tag);
  return SLUG_OF[tag] ?? (key ?? tag).toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function tagOf(path: string): string {
  const [first = 'root', second = ''] = path.replace(/^\/(api\/)?/, '').split('/');
  return TAGS[`${first}/${second}`] ?? TAGS[first] ?? first;
}
