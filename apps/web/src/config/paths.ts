/** Every in-app URL, so components never spell a path by hand. */
export const paths = {
  root: '/',
  home: '/index',
  login: '/login',
  register: '/register',
  notFound: '/404',
  unauthorized: '/401',
  /** The back office's home (spec: /dashboard redirects here). */
  adminHome: '/home',
  userCenter: '/user/center',
  /** The back office's detail of one software (软件管理 → 详情): `/softMineDetail?id=…`. */
  softMineDetail: '/softMineDetail',
  /** Prefix of the refresh helper: `/redirect/<path>` replaces itself with `/<path>`. */
  redirect: '/redirect',

  // The public portal (spec §2 "Portal layout", DESIGN §3).
  soft: '/soft',
  softDetail: '/soft/detail',
  news: '/new',
  newsDetail: '/new/detail',
  stats: '/stats',
  /** 考核中心 in the navigation: the enterprise's software access (软件接入). */
  mySoft: '/my-soft',
  center: '/center',
  centerInfo: '/center/info',
  centerWorker: '/center/worker',
  centerWorkerAdd: '/center/worker-add',
  centerDevice: '/center/device',
  /** 应用管理: the vendor's own software, created and submitted for access here. */
  centerSoft: '/center/soft',
  /** 我的接入: software the enterprise may use (grants). */
  centerMySoft: '/center/my-soft',
  centerMyAssess: '/center/my-assess',
  centerMyAssessDetail: '/center/my-assess-detail',
  assess: '/assess',
  /** 培训中心 in the navigation; redirects to `train`. */
  trainPlan: '/trainPlan',
  train: '/train/train',
  trainRecord: '/train/record',
  /** 培训中心 › 题库, and one bank's questions (`?id=`): the exam module's pages in the portal. */
  trainBank: '/train/bank',
  trainQuestion: '/train/question',
  /** 培训中心 › 试卷 and 考试 (enterprise), and the exam itself (`?id=`, a trainee's, outside the tabs). */
  trainPaper: '/train/paper',
  trainExam: '/train/exam',
  trainExamResults: '/train/exam/results',
  examTake: '/train/exam/take',
  /** 证书查验: `/cert/<code>`, public. */
  cert: '/cert',
} as const;

/** Re-mounts the page at `path` (used by the tags bar's 刷新) by bouncing through `/redirect`. */
export function refreshHref(path: string): string {
  return `${paths.redirect}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The details of one software or news item: `/soft/detail?id=…`, `/new/detail?id=…`. */
export function detailHref(base: typeof paths.softDetail | typeof paths.newsDetail, id: number): string {
  return `${base}?id=${id}`;
}

/** The login page, coming back to `target` (path and query) once signed in. */
export function loginHref(target: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(target)}`;
}
