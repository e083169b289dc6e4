import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderGateway } from '../../../src/application/ports/order-gateway';
import { BusinessError } from '../../../src/application/errors';
import type { OrderListItem } from '../../../src/domain/order/order';
import type { OrderQuery } from '../../../src/domain/order/order-query';
import { END_OF_DAY } from '../../../src/domain/order/time-range';
import { ALL_ORDERS_TYPE, ORDER_TABS } from '../../../src/domain/order/order-tabs';
import { ORDER_STATUS, isInProgress, statusCodeOf, statusName } from '../../../src/domain/order/order-status';

/**
 * What an order list and its row actions rely on, through the port only. The world a setup gives
 * holds more than one page of open orders of every tab, some assigned to `subUser`, over several days.
 */
export interface OrderWorld {
  gateway: OrderGateway;
  /** A sub-account the world's orders are assigned to, and to whom an in-progress order may be assigned. */
  subUser: { id: number; realname: string };
}

const typeOf = (tab: number) => ORDER_TABS.find((t) => t.tab === tab)!.type;
const PENDING_TYPE = typeOf(3);
const IN_PROGRESS_TYPE = typeOf(1);
const FOLLOWED_TYPE = typeOf(2);
const HIDDEN_TYPE = typeOf(9);

/** The day (China time) of a list item's time, as yyyy-MM-dd. */
const time = (o: OrderListItem) => o.bidder_timestamp ?? 0;
const garden = (o: OrderListItem) => o.garden ?? '';
const chinaDay = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
const dayBounds = (day: string) => [Date.parse(`${day}T00:00:00+08:00`) / 1000, Date.parse(`${day}T23:59:59+08:00`) / 1000];

export function describeOrderGatewayCases(name: string, setup: () => Promise<OrderWorld>) {
  describe(`order gateway cases: ${name}`, () => {
    let world: OrderWorld;
    beforeEach(async () => {
      world = await setup();
    });

    async function list(query: Partial<OrderQuery> = {}) {
      const answer = await world.gateway.list({ offset: 0, limit: 200, type: ALL_ORDERS_TYPE, ...query });
      if (!answer.ok) throw new Error(`list refused: ${answer.error.code}`);
      return answer.value;
    }
    const find = async (orderId: number, type: number) =>
      (await list({ type, search: String(orderId) })).orders.find((o) => o.order_id === orderId);
    const first = async (type: number, where: (o: OrderListItem) => boolean = () => true) => {
      const order = (await list({ type })).orders.find(where);
      if (!order) throw new Error(`the world has no order of type ${type} to act on`);
      return order;
    };

    it('全部订单 lists open orders newest first, a page at a time by offset and limit', async () => {
      const one = await list({ offset: 0, limit: 5 });
      const two = await list({ offset: 5, limit: 5 });
      expect(one.orders).toHaveLength(5);
      expect(one.total).toBeGreaterThan(5);
      expect(two.total).toBe(one.total);
      expect(two.orders.length).toBeGreaterThan(0);
      const ids = one.orders.map((o) => o.order_id);
      expect(two.orders.filter((o) => ids.includes(o.order_id))).toEqual([]);
      const all = [...one.orders, ...two.orders];
      expect(all.every((o) => o.closed === 0)).toBe(true);
      const times = all.map(time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect((await list({ offset: one.total, limit: 5 })).orders).toEqual([]);
    });

    it.each([
      ['待接单', PENDING_TYPE, (o: OrderListItem) => o.closed === 0 && statusCodeOf(o.status_name) === ORDER_STATUS.pending],
      ['待反馈', IN_PROGRESS_TYPE, (o: OrderListItem) => o.closed === 0 && isInProgress(o.status_name)],
      ['已关注', FOLLOWED_TYPE, (o: OrderListItem) => o.closed === 0 && o.isCollected !== null],
      ['已隐藏', HIDDEN_TYPE, (o: OrderListItem) => o.closed === 1],
    ])('the %s tab lists only its own orders, and all of them', async (_tab, type, belongs) => {
      const all = await list();
      const tab = await list({ type });
      expect(tab.total).toBeGreaterThan(0);
      expect(tab.orders).toHaveLength(tab.total);
      expect(tab.orders.filter((o) => !belongs(o))).toEqual([]);
      // Open orders of 全部订单 that belong to the tab are all in it.
      const expected = all.orders.filter(belongs).map((o) => o.order_id);
      expect(tab.orders.map((o) => o.order_id)).toEqual(expect.arrayContaining(expected));
      if (type !== HIDDEN_TYPE) expect(tab.total).toBeLessThan(all.total);
    });

    it('a search finds by order id and by garden', async () => {
      const all = await list();
      const wanted = all.orders[2];
      const byId = await list({ search: String(wanted.order_id) });
      expect(byId.orders.map((o) => o.order_id)).toContain(wanted.order_id);
      expect(byId.orders.every((o) => String(o.order_id).includes(String(wanted.order_id)) || garden(o).includes(String(wanted.order_id)))).toBe(true);
      expect(byId.total).toBeLessThan(all.total);
      expect(garden(wanted)).not.toBe('');
      const byGarden = await list({ search: garden(wanted) });
      expect(byGarden.orders.map((o) => o.order_id)).toContain(wanted.order_id);
      expect(byGarden.orders.every((o) => garden(o).includes(garden(wanted)))).toBe(true);
      expect((await list({ search: 'no-such-garden-anywhere' })).total).toBe(0);
    });

    it('a time range lists the orders of its days only', async () => {
      const all = await list();
      const wanted = all.orders[3];
      const day = chinaDay(time(wanted));
      const [start, end] = dayBounds(day);
      const range = await list({ startTime: day, endTime: day + END_OF_DAY });
      expect(range.orders.map((o) => o.order_id)).toContain(wanted.order_id);
      expect(range.orders.filter((o) => time(o) < start || time(o) > end)).toEqual([]);
      expect(range.total).toBeLessThan(all.total);
    });

    it("a sub-user's filter lists only the orders assigned to it", async () => {
      const all = await list();
      const mine = await list({ subUserId: world.subUser.id });
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.total).toBeLessThan(all.total);
      expect(mine.orders.filter((o) => o.subUserName !== world.subUser.realname)).toEqual([]);
    });

    it('an accepted order then lists as accepted, and no longer as 待接单', async () => {
      const pending = await first(PENDING_TYPE);
      const answer = await world.gateway.setStatus(pending.order_id, ORDER_STATUS.accepted);
      expect(answer.ok).toBe(true);
      expect((await find(pending.order_id, ALL_ORDERS_TYPE))?.status_name).toBe(statusName(ORDER_STATUS.accepted));
      expect(await find(pending.order_id, PENDING_TYPE)).toBeUndefined();
      expect(await find(pending.order_id, IN_PROGRESS_TYPE)).toBeDefined();
    });

    it('accepting an order that is no longer pending is refused with the business error', async () => {
      const accepted = await first(IN_PROGRESS_TYPE);
      const answer = await world.gateway.setStatus(accepted.order_id, ORDER_STATUS.accepted);
      expect(answer.ok).toBe(false);
      expect(!answer.ok && answer.error).toBeInstanceOf(BusinessError);
      expect(!answer.ok && answer.error.code).toBe(20022);
      expect((await find(accepted.order_id, ALL_ORDERS_TYPE))?.status_name).toBe(accepted.status_name);
    });

    it('a hidden order leaves 全部订单 for 已隐藏; a followed one lists in 已关注', async () => {
      const [hide, follow] = (await list()).orders.filter((o) => o.isCollected === null);
      expect((await world.gateway.close(hide.order_id, 1)).ok).toBe(true);
      expect(await find(hide.order_id, ALL_ORDERS_TYPE)).toBeUndefined();
      expect(await find(hide.order_id, HIDDEN_TYPE)).toBeDefined();
      expect((await world.gateway.follow(follow.order_id)).ok).toBe(true);
      expect((await find(follow.order_id, FOLLOWED_TYPE))?.isCollected).not.toBeNull();
      expect((await world.gateway.unfollow(follow.order_id)).ok).toBe(true);
      expect(await find(follow.order_id, FOLLOWED_TYPE)).toBeUndefined();
    });

    it("an assigned order lists under its sub-user's filter, with the sub-user's name", async () => {
      const { subUser } = world;
      const order = await first(IN_PROGRESS_TYPE, (o) => o.subUserName !== subUser.realname);
      const answer = await world.gateway.assign({ orderId: [order.order_id], subUserId: subUser.id, subUserName: subUser.realname });
      expect(answer.ok).toBe(true);
      const mine = (await list({ subUserId: subUser.id })).orders.find((o) => o.order_id === order.order_id);
      expect(mine?.subUserName).toBe(subUser.realname);
    });
  });
}
