import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../e2e/support';
import { findNginx, prepareNginx, startNginx } from '../../scripts/nginx-local.mjs';

/**
 * The mock storage host keeps only images and videos, so whether nginx itself keeps stored
 * HTML or SVG from running is checked against a storage host that sends any type: a second
 * nginx with the same config (on NGINX_PORT + 1) in front of a stub.
 */
const TYPES: Record<string, string | null> = {
  'page.html': 'text/html; charset=utf-8',
  'drawing.svg': 'image/svg+xml',
  'page.xhtml': 'application/xhtml+xml',
  'feed.xml': 'text/xml',
  'code.js': 'application/javascript',
  'unknown.bin': null,
  'photo.png': 'image/png',
  'clip.mp4': 'video/mp4',
};
const DOCUMENT = /\.(html|svg|xhtml|xml|js|bin)$/;

test('stored files a browser could run are sent as sandboxed downloads', async ({ request }) => {
  const bin = findNginx();
  expect(bin, 'nginx is installed').toBeTruthy();
  const stub = createServer((req, res) => {
    const type = TYPES[req.url?.split('/').pop() ?? ''];
    if (type) res.setHeader('Content-Type', type);
    res.end('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"></svg>');
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const port = Number(process.env.NGINX_PORT ?? 8080) + 1;
  const api = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  const nginx = startNginx(bin!, prepareNginx(bin!, { port, dist: process.env.APP_DIST ?? 'dist', api }).runDir);
  try {
    const url = (name: string) => `http://127.0.0.1:${port}/uploads/test/${name}`;
    await expect.poll(() => request.get(url('photo.png')).then((r) => r.status(), () => 0)).toBe(200);
    for (const name of Object.keys(TYPES)) {
      const headers = (await request.get(url(name))).headers();
      expect(headers['content-disposition'] ?? 'inline', name).toBe(DOCUMENT.test(name) ? 'attachment' : 'inline');
      expect(headers['content-security-policy'], name).toMatch(/default-src 'none';.*\bsandbox\b/);
      expect(headers['x-content-type-options'], name).toBe('nosniff');
    }
  } finally {
    const stopped = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await stopped;
    stub.close();
  }
});
