import type { SubAccountAdminGateway, SubAccountListQuery } from '../../src/application/ports/sub-account-admin-gateway';
import type { DesignerProfileGateway } from '../../src/application/ports/designer-profile-gateway';
import { RequestFailedError } from '../../src/application/errors';
import type { PermissionGroup, SubAccountSummary } from '../../src/domain/sub-account/sub-account';
import type { SubAccountPayload } from '../../src/domain/sub-account/sub-account-form';
import type { DesignerAttrs, DesignerProfile } from '../../src/domain/sub-account/designer-profile';
import { type Answer, CallRecorder } from './in-memory-order-gateway';

export const CATALOGUE: PermissionGroup[] = [
  { name: '订单管理', children: [{ id: 110, name: '仅查看订单' }, { id: 120, name: '可操作订单' }, { id: 130, name: '无订单权限' }] },
  { name: '效果图管理', children: [{ id: 210, name: '仅查看效果图' }, { id: 220, name: '可操作效果图' }, { id: 230, name: '无效果图权限' }] },
  { name: '文章管理', children: [{ id: 310, name: '仅查看文章' }, { id: 320, name: '可操作文章' }, { id: 330, name: '无文章权限' }] },
  { name: '问答与轮播图', children: [{ id: 510, name: '仅查看问答轮播' }, { id: 520, name: '可操作问答轮播' }, { id: 530, name: '无问答轮播权限' }] },
];

export const DESIGNER: SubAccountSummary = {
  id: 1002, realname: '李设计', phone: '13800000002', head_img_url: null, user_type: 'Designer', user_type_desc: '设计师', permission_list: [120, 220, 320, 520],
};

/** The personal centre's sub-account calls in memory; `offline()` makes the next write fail in transport. */
export class InMemorySubAccountAdminGateway extends CallRecorder implements SubAccountAdminGateway {
  private failNext = false;
  constructor(private readonly accounts: SubAccountSummary[] = [DESIGNER]) {
    super();
  }
  offline() {
    this.failNext = true;
    return this;
  }
  private write(name: string, args: unknown[]): Answer<unknown> {
    if (this.failNext) {
      this.failNext = false;
      this.calls.push({ name, args });
      return Promise.reject(new RequestFailedError('network'));
    }
    return this.answer(name, args, null);
  }
  page = (query: SubAccountListQuery) =>
    this.answer('page', [query], { items: this.accounts.slice(query.offset, query.offset + query.limit), total: this.accounts.length });
  one = (id: number) => this.answer('one', [id], this.accounts.find((a) => a.id === id) ?? DESIGNER);
  create = (payload: SubAccountPayload) => this.write('create', [payload]);
  update = (id: number, payload: SubAccountPayload) => this.write('update', [id, payload]);
  unbind = (id: number) => this.answer('unbind', [id], null);
  permissions = () => this.answer('permissions', [], CATALOGUE);
}

export const ATTRS: DesignerAttrs = {
  fg_list: [{ id: 1, name: '现代简约' }, { id: 2, name: '北欧' }, { id: 3, name: '新中式' }],
  type: [{ id: 1, name: '主案设计师' }],
  work_years: [{ id: 4, name: '5-10年' }],
};

export class InMemoryDesignerProfileGateway extends CallRecorder implements DesignerProfileGateway {
  load = (id: number) =>
    this.answer<DesignerProfile>('load', [id], { id, fg_list: [1], location_id: 330106, school: '中国美术学院', slogan: '', type: 1, work_years: null, intro: '' });
  save = (profile: DesignerProfile) => this.answer('save', [profile], null);
  attrs = () => this.answer('attrs', [], ATTRS);
}
