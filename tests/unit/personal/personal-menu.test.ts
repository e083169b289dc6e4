import { describe, expect, it } from 'vitest';
import {
  type MenuEntry,
  type MenuInput,
  PERSONAL_EDIT_TITLES,
  PERSONAL_TITLES,
  menuEntryOf,
  offersPath,
  personalTitle,
  personalMenu,
  showsMenuGuide,
} from '../../../src/domain/personal/personal-menu';

const SERVER_MENU = ['personalInfo', 'wallet', 'appeal'];
const input = (patch: Partial<MenuInput>): MenuInput => ({ role: 'NormalAccount', permissions: null, menuList: SERVER_MENU, messageDot: false, ...patch });

/** The menu as labels, groups as "group>child". */
const labels = (menu: MenuEntry[]) =>
  menu.flatMap((e) => (e.kind === 'link' ? [e.label] : e.children.map((c) => `${e.label}>${c.label}`)));

describe('personal-centre menu (spec 2 section 2)', () => {
  it('names the 25 screens of /personal (26 children with the index)', () => {
    expect(Object.keys(PERSONAL_TITLES)).toHaveLength(25);
  });

  it('gives a normal account its list with the 公司设置 and 账号设置 groups', () => {
    expect(labels(personalMenu(input({})))).toEqual([
      '订单数据', '钱包',
      '公司设置>企业信息', '公司设置>荣誉资质', '公司设置>轮播图', '公司设置>优惠活动', '公司设置>更新营业执照',
      '账号设置>绑定设置', '账号设置>修改密码', '账号设置>子账号管理', '账号设置>注销账号',
      '我的申诉', '消息中心', '意见反馈', '用户协议',
    ]);
  });

  it('gives a sub-account its flat list, and banner permission 0 hides 轮播图', () => {
    const sub = input({ role: 'SubAccount', permissions: { order: 2, rendering: 2, article: 2, banner: 2 } });
    expect(labels(personalMenu(sub))).toEqual(['企业信息', '个人信息', '我的申诉', '轮播图', '绑定设置', '修改密码', '意见反馈', '用户协议']);
    const noBanner = { ...sub, permissions: { order: 2, rendering: 2, article: 2, banner: 0 } };
    expect(labels(personalMenu(noBanner))).not.toContain('轮播图');
  });

  it('gives a group account its list', () => {
    expect(labels(personalMenu(input({ role: 'GroupAccount' })))).toEqual(['集团信息', '修改密码', '绑定设置', '更新营业执照', '意见反馈', '用户协议', '注销账号']);
  });

  it('follows menu_list for personal info, wallet and appeal', () => {
    expect(labels(personalMenu(input({ menuList: ['appeal'] })))).not.toContain('钱包');
    expect(labels(personalMenu(input({ menuList: [] })))).not.toContain('我的申诉');
    const sub = input({ role: 'SubAccount', permissions: { banner: 1 }, menuList: ['appeal'] });
    expect(labels(personalMenu(sub))).not.toContain('个人信息');
  });

  it('puts the message dot on 消息中心 when there is unread news', () => {
    const mailer = personalMenu(input({ messageDot: true })).find((e) => e.kind === 'link' && e.path === 'mailer');
    expect(mailer).toMatchObject({ dot: true });
  });

  it('offers the screens reached from a menu screen and refuses the others', () => {
    expect(offersPath(input({}), 'accountAdd')).toBe(true);
    expect(offersPath(input({}), 'promotionsadd')).toBe(true);
    expect(offersPath(input({}), 'groupInfo')).toBe(false);
    expect(offersPath(input({ role: 'GroupAccount' }), 'addSubsidiary')).toBe(true);
    expect(offersPath(input({ role: 'GroupAccount' }), 'wallet')).toBe(false);
    const viewer = input({ role: 'SubAccount', permissions: { order: 1, rendering: 0, article: 1, banner: 1 } });
    expect(offersPath(viewer, 'homepageadd')).toBe(true);
    expect(offersPath(viewer, 'accountlist')).toBe(false);
    expect(offersPath({ ...viewer, permissions: { banner: 0 } }, 'slideshow')).toBe(false);
  });

  it('shows the first-visit guide to normal accounts until dismissed, never with user=new', () => {
    expect(showsMenuGuide('NormalAccount', false, false)).toBe(true);
    expect(showsMenuGuide('NormalAccount', true, false)).toBe(false);
    expect(showsMenuGuide('NormalAccount', false, true)).toBe(false);
    expect(showsMenuGuide('SubAccount', false, false)).toBe(false);
    expect(showsMenuGuide('GroupAccount', false, false)).toBe(false);
  });

  it('titles an add screen as an edit when it edits one, and other screens by their own title', () => {
    expect(personalTitle('accountAdd', true)).toBe(PERSONAL_EDIT_TITLES.accountAdd);
    expect(personalTitle('promotionsadd', true)).toBe(PERSONAL_EDIT_TITLES.promotionsadd);
    expect(personalTitle('accountAdd', false)).toBe(PERSONAL_TITLES.accountAdd);
    expect(personalTitle('wallet', true)).toBe(PERSONAL_TITLES.wallet);
  });

  it('marks in the menu the screen that leads to a screen reached from it', () => {
    expect(menuEntryOf('accountAdd')).toBe('accountlist');
    expect(menuEntryOf('prodetails')).toBe('promotions');
    expect(menuEntryOf('wallet')).toBe('wallet');
  });
});
