import type { Request, Response, Router } from 'express';
import multer from 'multer';
import * as v from 'valibot';
import { fail, ok } from '../envelope';
import { me, requireAuth } from '../auth';
import { isImage, sniff } from '../stored-files';
import { BAD_REQUEST, int, validate } from '../validate';
import { EVIDENCE_UPLOAD, AppealBody as WireAppealBody, evidencePaths } from '../../src/adapters/http/wire/appeals';
import { keepEvidence } from './appeal-records';
import type { MockOrder } from '../fixtures/orders';
import { findFor, mayOperate, state } from './order-store';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 4, parts: 5 } });
const now = () => Math.floor(Date.now() / 1000);

/** A path update-pic saves: complaint/<timestamp>-<id>.<jpg|png>. */
const EVIDENCE_PATH = /^complaint\/[\w-]{1,64}\.(jpg|png)$/;

const AppealParams = v.object({ orderId: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)) });
/**
 * The appeal form of spec 1 as the app sends it (the wire body: type, explanation up to 200,
 * up to 3 saved paths comma-joined); a form body carries dataId as digits, and every path must
 * be one update-pic saved.
 */
const AppealBody = v.object({
  ...WireAppealBody.entries,
  dataId: int(),
  content: v.optional(WireAppealBody.entries.content, ''),
  photo: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(1000),
      WireAppealBody.entries.photo,
      v.check((photo) => evidencePaths(photo).every((path) => EVIDENCE_PATH.test(path)), '图片路径错误'),
      v.transform((photo) => evidencePaths(photo).join(',')),
    ),
    '',
  ),
});
type AppealBody = v.InferOutput<typeof AppealBody>;

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
  return null;
}

/** The form is well-formed here (validate ran first); its dataId must name the order of the path. */
function fileAppeal(req: Request, res: Response) {
  const orderId = (req.params as unknown as { orderId: number }).orderId;
  const { dataType: type, dataId, content, photo } = req.body as AppealBody;
  if (dataId !== orderId) return fail(res, BAD_REQUEST, '参数错误：dataId', null, BAD_REQUEST);
  const a = me(req);
  if (!mayOperate(a)) return fail(res, 20403, '暂无该权限');
  const order = findFor(a, orderId);
  if (!order) return fail(res, 20404, '订单不存在');
  const refused = refusal(order, type, content);
  if (refused) return fail(res, 20022, refused);
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
  v2.put('/account/fin-payment-complaint/:orderId', requireAuth, validate({ params: AppealParams, body: AppealBody }), fileAppeal);

  // The bytes decide what a file is, as on the storage host: a claimed image/png that is SVG,
  // HTML or GIF is refused (415), and a kept file is served as the type its bytes have.
  // Evidence is a step of filing an appeal, which needs order level 2 (spec 1 §6): accounts
  // that cannot appeal store no evidence either.
  v2.post('/account/update-pic', requireAuth, upload.single('file'), (req, res) => {
    if (!mayOperate(me(req))) return fail(res, 20403, '暂无该权限');
    const file = req.file;
    if (!file) return fail(res, 20022, '请选择图片');
    const type = sniff(file.buffer);
    if (!type || !isImage(type)) return fail(res, 415, '上传图片必须是JPG/JPEG/PNG 格式!', null, 415);
    // The messages stay literal: scripts/openapi.mts documents a route's business codes from them.
    if (file.size >= EVIDENCE_UPLOAD.maxBytes) return fail(res, 20022, '上传图片大小不能超过 5MB!');
    const key = `complaint/${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${type === 'image/png' ? 'png' : 'jpg'}`;
    keepEvidence(key, me(req).company_id, type, file.buffer, me(req).user_id);
    ok(res, { save_path: key });
  });
}
