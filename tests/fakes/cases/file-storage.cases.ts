import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../../src/application/ports/file-storage';
import { RequestFailedError } from '../../../src/application/errors';
import { FOLDER_RULES } from '../../../mock-server/qiniu';
import { gradientPng } from '../../../mock-server/fixtures/png';

/** `make` binds the storage to the base its stored files are served under. */
export type MakeFileStorage = (publicBase: string) => Promise<FileStorage>;

const PNG = new Uint8Array(gradientPng(4, 4, [0, 0, 0], [255, 255, 255]));
const image = (name: string, size = PNG.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, Math.min(size, PNG.length)));
  return Object.assign(new Blob([bytes], { type: 'image/png' }), { name });
};

/** What the upload fields (albums, licence, logo, avatar...) rely on, through the port only. */
export function describeFileStorageCases(name: string, make: MakeFileStorage) {
  describe(`file storage cases: ${name}`, () => {
    it.each([['/uploads'], ['https://cdn.example.com/files/']])('an upload answers its key in the folder and a URL under %s', async (base) => {
      const stored = await (await make(base)).upload(image('room.png'), 'album');
      expect(stored.key.startsWith('album/')).toBe(true);
      expect(stored.url).toBe(`${base.replace(/\/$/, '')}/${stored.key}`);
    });

    it('two uploads of one file are stored under two keys', async () => {
      const storage = await make('/uploads');
      const [one, two] = [await storage.upload(image('a.png'), 'honor'), await storage.upload(image('a.png'), 'honor')];
      expect(one.key).not.toBe(two.key);
    });

    it('progress is reported in percent and ends at 100', async () => {
      const seen: number[] = [];
      await (await make('/uploads')).upload(image('logo.png'), 'logo', (p) => seen.push(p));
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.at(-1)).toBe(100);
      expect(seen.every((p, i) => p >= 0 && p <= 100 && p >= (seen[i - 1] ?? 0))).toBe(true);
    });

    it("a file over its folder's limit is refused: the upload fails", async () => {
      const storage = await make('/uploads');
      await expect(storage.upload(image('huge.png', FOLDER_RULES.album.maxBytes + 1), 'album')).rejects.toBeInstanceOf(RequestFailedError);
    });
  });
}
