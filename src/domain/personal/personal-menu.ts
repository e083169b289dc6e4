import type { AccountRole } from '../session/roles';
import { type PermissionList, levelOf } from '../session/permissions';

/** The 26 children of /personal (spec 2 section 2) with their page titles. */
export const PERSONAL_TITLES = {
  orderData: '订单数据',
  enterpriseInfo: '企业信息',
  personalInfo: '个人信息',
  wallet: '钱包',
  honor: '荣誉资质',
  slideshow: '轮播图',
  cityHomeadd: '城市首页轮播图',
  homepageadd: '公司首页轮播图',
  changePwd: '修改密码',
  bindingSet: '绑定设置',
  accountlist: '子账号管理',
  accountAdd: '添加子账号',
  promotions: '优惠活动',
  promotionsadd: '新增优惠活动',
  prodetails: '优惠活动详情',
  mailer: '消息中心',
  agreement: '用户协议',
  feedback: '意见反馈',
  groupInfo: '集团信息',
  companyData: '公司数据',
  appeal: '我的申诉',
  subsidiary: '子公司管理',
  addSubsidiary: '添加子公司',
  updateBusinessInfo: '更新营业执照',
  deprecated: '注销账号',
} as const satisfies Record<string, string>;

export type PersonalPath = keyof typeof PERSONAL_TITLES;

/** The titles of the screens that add or, given an id (?id=), edit: the edit's. */
export const PERSONAL_EDIT_TITLES = {
  promotionsadd: '编辑优惠活动',
  accountAdd: '编辑子账号',
} as const satisfies Partial<Record<PersonalPath, string>>;

/** A screen's title: the edit's when it edits one (its search has an id). */
export const personalTitle = (path: PersonalPath, editing: boolean): string =>
  (editing && (PERSONAL_EDIT_TITLES as Partial<Record<PersonalPath, string>>)[path]) || PERSONAL_TITLES[path];

export interface MenuLink {
  kind: 'link';
  path: PersonalPath;
  label: string;
  /** The message-box dot (normal accounts only). */
  dot?: boolean;
}
export interface MenuGroup {
  kind: 'group';
  label: '公司设置' | '账号设置';
  children: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

export interface MenuInput {
  role: AccountRole;
  permissions: PermissionList | null;
  /** The paths of the user index's menu_list (personalInfo, wallet, appeal follow it). */
  menuList: readonly string[];
  messageDot: boolean;
}

/** Entries that show only when the server's menu_list names them. */
const SERVER_GATED: ReadonlySet<PersonalPath> = new Set(['personalInfo', 'wallet', 'appeal']);

const link = (path: PersonalPath, label: string = PERSONAL_TITLES[path]): MenuLink => ({ kind: 'link', path, label });

/** The side menu of spec 2 section 2 for one account. */
export function personalMenu(input: MenuInput): MenuEntry[] {
  const offered = (l: MenuLink) => !SERVER_GATED.has(l.path) || input.menuList.includes(l.path);
  const keep = (entries: MenuEntry[]) =>
    entries.flatMap((e): MenuEntry[] => {
      if (e.kind === 'link') return offered(e) ? [e] : [];
      const children = e.children.filter(offered);
      return children.length ? [{ ...e, children }] : [];
    });

  if (input.role === 'GroupAccount')
    return [link('groupInfo'), link('changePwd'), link('bindingSet'), link('updateBusinessInfo'), link('feedback'), link('agreement'), link('deprecated')];

  if (input.role === 'SubAccount') {
    const banner = levelOf(input.role, input.permissions, 'banner') !== 0;
    return keep([
      link('enterpriseInfo'),
      link('personalInfo'),
      link('appeal'),
      ...(banner ? [link('slideshow')] : []),
      link('bindingSet'),
      link('changePwd'),
      link('feedback'),
      link('agreement'),
    ]);
  }

  return keep([
    link('orderData'),
    link('wallet'),
    { kind: 'group', label: '公司设置', children: [link('enterpriseInfo'), link('honor'), link('slideshow'), link('promotions'), link('updateBusinessInfo')] },
    { kind: 'group', label: '账号设置', children: [link('bindingSet'), link('changePwd'), link('accountlist'), link('deprecated')] },
    link('appeal'),
    { ...link('mailer'), dot: input.messageDot },
    link('feedback'),
    link('agreement'),
  ]);
}

/** Screens reached from a menu screen rather than from the menu itself. */
const REACHED_FROM: Partial<Record<PersonalPath, PersonalPath>> = {
  accountAdd: 'accountlist',
  homepageadd: 'slideshow',
  cityHomeadd: 'slideshow',
  promotionsadd: 'promotions',
  prodetails: 'promotions',
  subsidiary: 'groupInfo',
  addSubsidiary: 'groupInfo',
  companyData: 'orderData',
};

const menuPaths = (menu: MenuEntry[]): PersonalPath[] =>
  menu.flatMap((e) => (e.kind === 'link' ? [e.path] : e.children.map((c) => c.path)));

/** The menu entry a screen belongs to: its own, or the one of the screen that leads to it. */
export const menuEntryOf = (path: PersonalPath): PersonalPath => REACHED_FROM[path] ?? path;

/** Whether the account's menu offers a path, directly or through the screen that leads to it. */
export function offersPath(input: MenuInput, path: PersonalPath): boolean {
  const paths = menuPaths(personalMenu(input));
  const via = REACHED_FROM[path];
  return paths.includes(path) || (via !== undefined && paths.includes(via));
}

/** Where each account type lands in the personal centre (spec 1: the top navigation's 个人中心). */
export const PERSONAL_LANDING: Record<AccountRole, PersonalPath> = {
  GroupAccount: 'groupInfo',
  NormalAccount: 'orderData',
  SubAccount: 'enterpriseInfo',
};

export const isPersonalPath = (p: string): p is PersonalPath => Object.hasOwn(PERSONAL_TITLES, p);

/** The first-visit guide: normal accounts, until dismissed, never during onboarding (user=new). */
export const showsMenuGuide = (role: AccountRole, dismissed: boolean, onboarding: boolean) =>
  role === 'NormalAccount' && !dismissed && !onboarding;

export const MENU_GUIDE = {
  title: '菜单调整',
  text: '企业信息已移至「公司设置」菜单下，绑定设置、修改密码、子账号管理和注销账号已移至「账号设置」菜单下。',
  button: '我知道了',
} as const;
