import express, { type Express } from 'express';
import { ok } from './envelope';
import { testHookOnly } from './hardening';

/**
 * The CSP violation reports nginx's policy asks browsers to send (CSP_REPORT_URI, see
 * deploy/render-nginx.sh): report-uri posts application/csp-report, report-to posts
 * application/reports+json. In development the mock logs each and keeps the last ones for the
 * tests (GET /__csp-reports, a test hook). A real backend would store or forward them.
 */
export const CSP_REPORT_PATH = '/v2/csp-report';
const KEPT = 50;
const reports: unknown[] = [];

export const resetCspReports = () => void reports.splice(0);

export function mountCspReports(app: Express, log = true) {
  const body = express.json({ limit: '64kb', type: ['application/csp-report', 'application/reports+json', 'application/json'] });
  app.post(CSP_REPORT_PATH, body, (req, res) => {
    const received: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
    for (const report of received.slice(0, KEPT)) {
      reports.push(report);
      if (log) console.warn('[mock] CSP violation report', JSON.stringify(report));
    }
    reports.splice(0, Math.max(0, reports.length - KEPT));
    res.status(204).end();
  });
  app.get('/__csp-reports', testHookOnly, (_req, res) => ok(res, reports));
}
