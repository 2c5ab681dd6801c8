import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BookOutlined,
  BugOutlined,
  CloudServerOutlined,
  CodeOutlined,
  ConsoleSqlOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundProjectionScreenOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MailOutlined,
  MenuOutlined,
  SafetyCertificateOutlined,
  SaveOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';

/**
 * The server names icons the eladmin way (`system`, `peoples`, `monitor`…); this is the one place
 * that maps them to antd icons, for the sidebar, the menu table and the icon picker alike. Names it
 * does not know get a neutral square rather than nothing, so no slot is ever empty.
 */
const ICONS: Record<string, typeof AppstoreOutlined> = {
  index: HomeOutlined,
  home: HomeOutlined,
  dashboard: HomeOutlined,
  system: SettingOutlined,
  peoples: TeamOutlined,
  user: UserOutlined,
  role: SafetyCertificateOutlined,
  permission: SafetyCertificateOutlined,
  menu: MenuOutlined,
  dept: ApartmentOutlined,
  'Steve-Jobs': IdcardOutlined,
  job: IdcardOutlined,
  dictionary: BookOutlined,
  timing: FieldTimeOutlined,
  log: FileTextOutlined,
  error: BugOutlined,
  monitor: FundProjectionScreenOutlined,
  online: UserSwitchOutlined,
  sqlMonitor: ConsoleSqlOutlined,
  server: CloudServerOutlined,
  redis: DatabaseOutlined,
  database: DatabaseOutlined,
  backup: SaveOutlined,
  codeConsole: CodeOutlined,
  dev: CodeOutlined,
  tool: ToolOutlined,
  'sys-tools': ToolOutlined,
  swagger: ApiOutlined,
  deploy: DeploymentUnitOutlined,
  app: AppstoreOutlined,
  email: MailOutlined,
  image: FolderOpenOutlined,
  storage: FolderOpenOutlined,
  soft: DesktopOutlined,
  enterprise: ShopOutlined,
  chart: FundProjectionScreenOutlined,
  link: LinkOutlined,
};

/** The names the icon picker offers: one per picture (the map above also keeps eladmin's aliases). */
export const PICKABLE_ICON_NAMES = [
  'home',
  'system',
  'peoples',
  'user',
  'role',
  'menu',
  'dept',
  'job',
  'dictionary',
  'timing',
  'log',
  'error',
  'monitor',
  'online',
  'server',
  'database',
  'backup',
  'codeConsole',
  'tool',
  'swagger',
  'app',
  'email',
  'storage',
  'soft',
  'enterprise',
  'link',
] as const;

/** The antd icon for a server icon name. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  // Own keys only: a name like `constructor` from the server must not reach Object's prototype.
  const Icon = name && Object.hasOwn(ICONS, name) ? ICONS[name]! : AppstoreOutlined;
  // Decoration next to the entry's text: keep the icon's own name out of the entry's name.
  return <Icon aria-hidden />;
}
