/**
 * What each of the project's own tables holds, for 代码生成's 说明 column and default 功能名称:
 * drizzle writes no table comments, so the catalog has none for them. A table's own comment
 * (COMMENT ON TABLE) always wins; a table added to src/schema.ts needs a line here (a test says so).
 */
export const TABLE_NOTES: Readonly<Record<string, string>> = {
  assess: '考核',
  assess_room: '考核室',
  assess_score: '专家评分',
  assess_team: '专家组',
  assess_team_member: '专家组成员',
  code_gen_config: '代码生成配置',
  database_backup: '数据库备份',
  deploy_package: '部署包',
  device: '设备',
  device_command: '设备指令',
  device_command_event: '设备指令状态变化',
  device_event: '设备注册与上下线记录',
  ent_dept: '部门',
  ent_job: '岗位',
  ent_worker: '员工',
  enterprise: '企业',
  exam_bank: '题库（企业自建或平台发布）',
  exam_question: '试题',
  exam_paper: '试卷（固定组卷或随机抽题）',
  exam_arrangement: '考试安排',
  exam_candidate: '考生（发布时冻结）',
  exam_attempt: '答卷',
  news: '资讯',
  open_nonce: '开放接口防重放随机数',
  soft: '仿真软件',
  soft_access: '软件接入申请',
  soft_collect: '软件收藏',
  soft_grant: '软件使用授权',
  soft_like: '软件点赞',
  soft_view: '软件浏览（每位访客每天一条）',
  sys_captcha: '已校验的验证码',
  sys_dict: '字典',
  sys_dict_detail: '字典详情',
  sys_file_ref: '文件引用',
  sys_job: '定时任务',
  sys_job_log: '定时任务执行日志',
  sys_log: '操作日志与异常日志',
  sys_menu: '菜单',
  sys_rate_counter: '登录失败计数',
  sys_role: '角色',
  sys_roles_menus: '角色的菜单',
  sys_session: '登录会话',
  sys_storage: '上传的文件',
  sys_user: '用户',
  sys_users_roles: '用户的角色',
  train_cert: '培训证书',
  train_launch: '软件启动记录',
  train_plan: '培训计划',
  train_plan_worker: '培训计划学员',
  train_practice: '练习记录（未指定学员的仿真）',
  train_record: '培训记录',
  train_stat_daily: '培训每日统计',
};

/** The table's comment, or for one of ours without one what it holds; '' when neither. */
export function describedAs(tableName: string, comment: string): string {
  if (comment.trim()) return comment;
  return Object.hasOwn(TABLE_NOTES, tableName) ? TABLE_NOTES[tableName]! : '';
}

/** Our tables whose line holds the text (any case): the list's search finds them by 说明 too. */
export function notedWith(text: string): string[] {
  const wanted = text.toLowerCase();
  return Object.keys(TABLE_NOTES).filter((t) => TABLE_NOTES[t]!.toLowerCase().includes(wanted));
}
