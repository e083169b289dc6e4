import { endpoint } from './endpoint';
import { ReportBody } from './wire/feedback';

export const feedback = {
  report: endpoint({
    method: 'POST',
    path: '/v2/app/report',
    bearer: 'always',
    what: 'feedback to the provider (name, phone, report_content)',
    known: 'assumed',
    spec: '2',
    body: ReportBody,
    codes: [],
  }),
};
