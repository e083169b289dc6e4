import type { OrderListItem } from '../../src/domain/order/order';
import { createSessionModel } from '../../src/application/session/session.model';
import type { AccountRole } from '../../src/domain/session/roles';
import type { PermissionList } from '../../src/domain/session/permissions';

/** An accepted, visible, unassigned order of 50 yuan accepted 30 days before 2024-05-20. */
export function anOrder(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    order_id: 300101,
    garden: '绿城桂花园',
    status_name: '已接单',
    orderPrice: 50,
    contact: '张先生',
    locationName: '浙江省杭州市西湖区',
    deco_type_name: '全包',
    area: 98,
    budget_name: '10-15万',
    bidder_timestamp: Math.floor(new Date(2024, 3, 20, 9, 0, 0).getTime() / 1000),
    isCollected: null,
    subUserName: null,
    subUserPhone: null,
    closed: 0,
    complaintIt: 0,
    ...overrides,
  };
}

const users: Record<AccountRole, { isSubAccount: boolean; isGroupCompany: boolean }> = {
  NormalAccount: { isSubAccount: false, isGroupCompany: false },
  SubAccount: { isSubAccount: true, isGroupCompany: false },
  GroupAccount: { isSubAccount: false, isGroupCompany: true },
};

/** A session model signed in as the role, with a permission list for sub-accounts. */
export function sessionAs(role: AccountRole, permissions: PermissionList | null = null, vipCompany = true) {
  const model = createSessionModel();
  model.started({
    user: {
      user_id: 1001,
      company_id: 501,
      company_abbr: '美居装饰',
      realname: '王美居',
      vipCompany,
      licenseStatus: 1,
      status: 1,
      needChangePwd: false,
      ...users[role],
    },
    permissions,
  });
  return model;
}
