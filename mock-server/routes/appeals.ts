import type { Request, Response, Router } from 'express';
import multer from 'multer';
import * as v from 'valibot';
import { fail, ok, NO_PERMISSION, ORDER_MISSING, type Refusal, refuse } from '../envelope';
import { me } from '../auth';
import { isImage, sniff } from '../stored-files';
import { mount, BAD_REQUEST, int } from '../mount';
import { appeals } from '../../contracts/api/appeals';
import { EVIDENCE_UPLOAD, AppealBody as WireAppealBody, evidencePaths } from '../../contracts/api/wire/appeals';
import { keepEvidence } from './appeal-records';
import type { MockOrder } from '../fixtures/orders';
import { findFor, mayOperate, state } from './order-store';
import { APPEAL_MESSAGES } from '../../src/domain/order/appeal';
import { HIDDEN_ORDER_MESSAGE } from '../../src/domain/order/order';
import { ORDER_SUCCESS } from '../../src/domain/order/order-status';
import { IMAGE_MESSAGES } from '../../src/domain/common/image-file';
import { AUDIT_FAILED_CODE } from '../../src/domain/common/business-codes';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 4, parts: 5 } });
const now = () => Math.floor(Date.now() / 1000);

/** A path update-pic saves: complaint/<timestamp>-<id>.<jpg|png>. */
const EVIDENCE_PATH = /^complaint\/[\w-]{1,64}\.(jpg|png)$/;

/** Evidence that is no JPG/JPEG/PNG (HTTP 415), or of 5 MB or more. */
export const EVIDENCE_NOT_AN_IMAGE: Refusal = { code: 415, msg: IMAGE_MESSAGES.type };
export const EVIDENCE_TOO_LARGE: Refusal = { code: AUDIT_FAILED_CODE, msg: IMAGE_MESSAGES.tooLarge5M };

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
  if (o.closed) return HIDDEN_ORDER_MESSAGE;
  if (code === 99 || o.status === 0) return '该订单不支持申诉';
  if (code === 1) return APPEAL_MESSAGES.returnDone;
  if (code === 2) return APPEAL_MESSAGES.reviewing;
  if (code === 5) return APPEAL_MESSAGES.diffReturned;
  if (code === null) return APPEAL_MESSAGES.diffWithin15Days;
  if (o.orderPrice === 0) return APPEAL_MESSAGES.zeroPrice;
  if (type === 'ORDERDIFF' && code === 3) return '该订单不支持返差价';
  if (type === 'ORDER' && (code === 4 || code === 100)) return '该订单不支持返单';
  if (type === 'ORDER' && now() - o.bidder_timestamp < 15 * 86_400) return APPEAL_MESSAGES.returnTooEarly;
  if (type === 'ORDER' && !content) return APPEAL_MESSAGES.contentRequired;
  return null;
}

/** The form is well-formed here (validate ran first); its dataId must name the order of the path. */
function fileAppeal(req: Request, res: Response) {
  const orderId = (req.params as unknown as { orderId: number }).orderId;
  const { dataType: type, dataId, content, photo } = req.body as AppealBody;
  if (dataId !== orderId) return fail(res, BAD_REQUEST, '参数错误：dataId', null, BAD_REQUEST);
  const a = me(req);
  if (!mayOperate(a)) return refuse(res, NO_PERMISSION);
  const order = findFor(a, orderId);
  if (!order) return refuse(res, ORDER_MISSING);
  const refused = refusal(order, type, content);
  if (refused) return fail(res, AUDIT_FAILED_CODE, refused);
  order.complaintIt = 2;
  const id = state.appeals.length + 1;
  state.appeals.unshift({ id, company_id: order.company_id, dataType: type, dataId: order.order_id, content, photo, status: 0, timestamp: now() });
  ok(res, null, ORDER_SUCCESS.appealed);
}

/**
 * Order appeals (form-encoded) and their evidence images (multipart field file); the list and
 * the evidence files are served by appeal-records.ts.
 */
export function appealRoutes(v2: Router) {
  mount(v2, appeals.file, { schemas: { body: AppealBody } }, fileAppeal);

  // The bytes decide what a file is, as on the storage host: a claimed image/png that is SVG,
  // HTML or GIF is refused (415), and a kept file is served as the type its bytes have.
  // Evidence is a step of filing an appeal, which needs order level 2 (spec 1 §6): accounts
  // that cannot appeal store no evidence either.
  mount(v2, appeals.uploadEvidence, upload.single('file'), (req, res) => {
    if (!mayOperate(me(req))) return refuse(res, NO_PERMISSION);
    const file = req.file;
    if (!file) return fail(res, AUDIT_FAILED_CODE, '请选择图片');
    const type = sniff(file.buffer);
    if (!type || !isImage(type)) return refuse(res, EVIDENCE_NOT_AN_IMAGE, 415);
    // The messages stay literal: scripts/openapi.mts documents a route's business codes from them.
    if (file.size >= EVIDENCE_UPLOAD.maxBytes) return refuse(res, EVIDENCE_TOO_LARGE);
    const key = `complaint/${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${type === 'image/png' ? 'png' : 'jpg'}`;
    keepEvidence(key, me(req).company_id, type, file.buffer, me(req).user_id);
    ok(res, { save_path: key });
  });
}
