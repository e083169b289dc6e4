import { describe, expect, it } from 'vitest';
import type { EditorGateway } from '../../../src/application/ports/editor-gateway';
import { BusinessError } from '../../../src/application/errors';
import { DEFAULT_EDITOR_OPTIONS } from '../../../src/domain/editor/editor-options';
import { gradientPng } from '../../../mock-server/fixtures/png';

/** What the rich-text editor relies on, through the port only; `make` binds the gateway to an upload base. */
export type MakeEditorGateway = (uploadPublicBase: string) => Promise<EditorGateway>;

const UPLOAD = { action: DEFAULT_EDITOR_OPTIONS.imageActionName, fieldName: DEFAULT_EDITOR_OPTIONS.imageFieldName };
const CATCH = { action: DEFAULT_EDITOR_OPTIONS.catcherActionName, fieldName: DEFAULT_EDITOR_OPTIONS.catcherFieldName };
const png = (name: string, bytes: Uint8Array<ArrayBuffer> = new Uint8Array(gradientPng(2, 2, [0, 0, 0], [255, 255, 255]))) =>
  Object.assign(new Blob([bytes], { type: 'image/png' }), { name });

export function describeEditorGatewayCases(name: string, make: MakeEditorGateway) {
  describe(`editor gateway cases: ${name}`, () => {
    it.each([
      ['an absolute base', 'https://img.example.com/uploads/', 'https://img.example.com'],
      ['a base with a port', 'http://127.0.0.1:8080/files', 'http://127.0.0.1:8080'],
    ])('imageHostPrefix is the origin of %s', async (_what, base, origin) => {
      expect((await make(base)).imageHostPrefix).toBe(origin);
    });

    it('imageHostPrefix of a relative base is an origin string, with no path', async () => {
      const prefix = (await make('/uploads')).imageHostPrefix;
      expect(typeof prefix).toBe('string');
      expect(prefix).toBe(new URL(prefix).origin);
    });

    it('the config answers an object', async () => {
      const answer = await (await make('/uploads')).loadConfig();
      expect(answer.ok && typeof answer.value).toBe('object');
    });

    it('an uploaded image answers its URL and its original name', async () => {
      const answer = await (await make('/uploads')).uploadImage(png('living-room.png'), UPLOAD);
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(typeof answer.value.url).toBe('string');
      expect(answer.value.url).not.toBe('');
      expect(answer.value.original).toBe('living-room.png');
    });

    it('an image over the size limit is refused with 10024', async () => {
      const answer = await (await make('/uploads')).uploadImage(png('big.png', new Uint8Array(DEFAULT_EDITOR_OPTIONS.imageMaxSize + 1)), UPLOAD);
      expect(answer.ok).toBe(false);
      expect(!answer.ok && answer.error).toBeInstanceOf(BusinessError);
      expect(!answer.ok && answer.error.code).toBe(10024);
    });

    it('remote images answer one stored URL per source', async () => {
      const sources = ['https://example.com/a.png', 'https://example.com/b.jpg'];
      const answer = await (await make('/uploads')).catchImages(sources, CATCH);
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.value.map((c) => [c.source, c.state])).toEqual(sources.map((s) => [s, 'SUCCESS']));
      expect(answer.value.every((c) => typeof c.url === 'string' && c.url !== '')).toBe(true);
    });
  });
}
