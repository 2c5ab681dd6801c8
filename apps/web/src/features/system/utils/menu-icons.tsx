import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BookOutlined,
  BugOutlined,
  CloudServerOutlined,
  CodeOutlined,
  DatabaseOutlined,
  DesktopOutlined,
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
 * The icon names a menu may carry, with the picture the sidebar shows for each. The names are
 * those the admin layout's sidebar maps (eladmin's names); the layout keeps its map private and
 * features may not import app/, so this list repeats the names: add a name in both places.
 */
export const MENU_ICONS = {
  home: HomeOutlined,
  system: SettingOutlined,
  peoples: TeamOutlined,
  user: UserOutlined,
  role: SafetyCertificateOutlined,
  menu: MenuOutlined,
  dept: ApartmentOutlined,
  job: IdcardOutlined,
  dictionary: BookOutlined,
  log: FileTextOutlined,
  error: BugOutlined,
  monitor: FundProjectionScreenOutlined,
  online: UserSwitchOutlined,
  server: CloudServerOutlined,
  database: DatabaseOutlined,
  backup: SaveOutlined,
  codeConsole: CodeOutlined,
  tool: ToolOutlined,
  swagger: ApiOutlined,
  app: AppstoreOutlined,
  email: MailOutlined,
  storage: FolderOpenOutlined,
  soft: DesktopOutlined,
  enterprise: ShopOutlined,
  link: LinkOutlined,
} as const;

export type MenuIconName = keyof typeof MENU_ICONS;

export function isMenuIconName(name: string | null | undefined): name is MenuIconName {
  return !!name && Object.hasOwn(MENU_ICONS, name);
}

/** The picture of a menu icon name; a neutral square for names this list does not know. */
export function MenuIconOf({ name }: { name: string | null | undefined }) {
  const Icon = isMenuIconName(name) ? MENU_ICONS[name] : AppstoreOutlined;
  return <Icon aria-hidden />;
}
