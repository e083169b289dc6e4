import type { Response, Router } from 'express';
import multer from 'multer';
import { fail, ok } from '../envelope';
import { me, requireAuth } from '../auth';
import { keepEvidence } from './appeal-records';
import type { MockOrder } from '../fixtures/orders';
import { findFor, mayOperate, state } from './order-store';

const MAX_BYTES = 5 * 1024 * 1024;
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 20 * 1024 * 1024 } });
const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png' };
const now = () => Math.floor(Date.now() / 1000);

/** The server's own appeal checks, mirroring the complaintIt rules of spec 1 section 4. */
function refusal(o: MockOrder, type: string, content: string): string | null {
  const code = o.complaintIt;
  if (o.closed) return '订单已被隐藏';
  if (code === 99 || o.status === 0) return '该订单不支持申诉';
  if (code === 1) return '返单已完成，不可再申诉';
  if (code === 2) return '订单审核中';
  if (code === 5) return '已返差价，返单暂未开始';
  if (code === null) return '接单15天内您已返过差价，暂不可操作';
  if (o.orderPrice === 0) return '0元订单不支持申诉';
  if (type === 'ORDERDIFF' && code === 3) return '该订单不支持返差价';
  if (type === 'ORDER' && (code === 4 || code === 100)) return '该订单不支持返单';
  if (type === 'ORDER' && now() - o.bidder_timestamp < 15 * 86_400) return '接单十五天后方可申请返单';
  if (type === 'ORDER' && !content) return '请填写申诉说明';
  if (type !== 'ORDER' && type !== 'ORDERDIFF') return '请选择申诉类型';
  return null;
}

function fileAppeal(req: Parameters<Parameters<Router['put']>[1]>[0], res: Response) {
  const a = me(req);
  if (!mayOperate(a)) return fail(res, 20403, '暂无该权限');
  const order = findFor(a, req.params.orderId);
  if (!order) return fail(res, 20404, '订单不存在');
  const type = String(req.body?.dataType ?? '');
  const content = String(req.body?.content ?? '').trim();
  const refused = refusal(order, type, content);
  if (refused) return fail(res, 20022, refused);
  if (content.length > 200) return fail(res, 20022, '申诉说明不能超过200字');
  const photo = String(req.body?.photo ?? '');
  if (photo.split(',').filter(Boolean).length > 3) return fail(res, 20022, '图片不能超过3张');
  order.complaintIt = 2;
  const id = state.appeals.length + 1;
  state.appeals.unshift({ id, company_id: order.company_id, dataType: type, dataId: order.order_id, content, photo, status: 0, timestamp: now() });
  ok(res, null, '申请成功');
}

/**
 * Order appeals (form-encoded) and their evidence images (multipart field file); the list and
 * the evidence files are served by appeal-records.ts.
 */
export function appealRoutes(v2: Router) {
  v2.put('/account/fin-payment-complaint/:orderId', requireAuth, fileAppeal);

  v2.post('/account/update-pic', requireAuth, upload.single('file'), (req, res) => {
    const file = req.file;
    if (!file) return fail(res, 20022, '请选择图片');
    const ext = TYPES[file.mimetype];
    if (!ext) return fail(res, 20022, '上传图片必须是JPG/JPEG/PNG 格式!');
    if (file.size >= MAX_BYTES) return fail(res, 20022, '上传图片大小不能超过 5MB!');
    const key = `complaint/${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${ext}`;
    keepEvidence(key, me(req).company_id, file.mimetype, file.buffer);
    ok(res, { save_path: key });
  });
}
