import type { Request, Response, Router } from 'express';
import ExcelJS from 'exceljs';
import { ok, NO_PERMISSION, refuse } from '../envelope';
import { me } from '../auth';
import { mount } from '../mount';
import { SLIDES } from '../fixtures/home';
import { STATUS_NAME } from '../fixtures/orders';
import { filterOrders, isInProgress, orderLevel, state, visibleTo } from './order-store';
import { listFilters } from './order-filters';
import { orders } from '../../contracts/api/orders';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const time = (s: number) => new Date(s * 1000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

const COLUMNS = [
  { header: '订单ID', key: 'order_id', width: 12 },
  { header: '小区名称', key: 'garden', width: 18 },
  { header: '订单状态', key: 'status', width: 10 },
  { header: '联系人', key: 'contact', width: 10 },
  { header: '所在地区', key: 'locationName', width: 22 },
  { header: '装修类型', key: 'deco_type_name', width: 10 },
  { header: '面积(㎡)', key: 'area', width: 10 },
  { header: '预算', key: 'budget_name', width: 10 },
  { header: '派单时间', key: 'time', width: 18 },
  { header: '订单价格(元)', key: 'orderPrice', width: 12 },
  { header: '设计师', key: 'subUserName', width: 10 },
];

/** Carousel, feedback check and the spreadsheet export (a real .xlsx built with exceljs). */
export function orderExtraRoutes(v2: Router) {
  mount(v2, orders.slides, (_req, res) => ok(res, state.noSlides ? [] : SLIDES));

  // data 1: the reminder is due and some visible order is in progress, waiting for feedback.
  mount(v2, orders.feedbackCheck, (req, res) => {
    const a = me(req);
    const open = visibleTo(a).some((o) => o.closed === 0 && isInProgress(o) && o.status !== 1);
    const waiting = state.reminderDue && orderLevel(a) > 0 && open;
    ok(res, waiting ? 1 : 0);
  });

  mount(v2, orders.exportSheet, (req, res, next) => void sheet(req, res).catch(next));
}

/** The export as a real .xlsx; express 4 does not catch a rejected handler, so the route passes it on. */
async function sheet(req: Request, res: Response) {
  const a = me(req);
  if (!a.vipCompany || a.isGroupCompany) return refuse(res, NO_PERMISSION);
  const book = new ExcelJS.Workbook();
  const rows = book.addWorksheet('订单列表');
  rows.columns = COLUMNS;
  for (const o of filterOrders(a, listFilters(req)))
    rows.addRow({ ...o, status: STATUS_NAME[o.status], time: time(o.bidder_timestamp), subUserName: o.subUserName ?? '' });
  const buffer = await book.xlsx.writeBuffer();
  res.setHeader('Content-Type', XLSX);
  res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent('订单列表.xlsx')}`);
  res.send(Buffer.from(buffer));
}
