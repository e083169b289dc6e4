import type { Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { ok } from '../envelope';
import { me } from '../auth';
import { mount } from '../mount';
import { feedback } from '../../contracts/api/feedback';
import { ReportBody } from '../../contracts/api/wire/feedback';

export interface FeedbackReport extends v.InferOutput<typeof ReportBody> {
  user_id: number;
  timestamp: number;
}

let reports: FeedbackReport[] = [];

/** What was received while the server runs (the mock's own tests read it). */
export const feedbackReports = (): readonly FeedbackReport[] => reports;

function routes(v2: Router) {
  mount(v2, feedback.report, (req, res) => {
    const body = req.body as v.InferOutput<typeof ReportBody>;
    reports.push({ ...body, user_id: me(req).user_id, timestamp: Math.floor(Date.now() / 1000) });
    ok(res, null, '提交成功');
  });
}

export const feedbackArea: MockArea = {
  name: 'feedback',
  reset: () => {
    reports = [];
  },
  routes,
};
