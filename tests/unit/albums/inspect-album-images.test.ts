import { describe, expect, it } from 'vitest';
import { InspectAlbumImages } from '../../../src/application/albums/inspect-album-images';
import type { ImageInspector } from '../../../src/application/ports/image-inspector';
import { fakeFile } from '../../fakes/in-memory-file-storage';
import { loaded } from '../../fakes/loaded';

/** Reads heights from a table by file name; unknown names cannot be decoded. */
const inspector = (heights: Record<string, number>): ImageInspector & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    size: async (file) => {
      const name = (file as { name?: string }).name ?? '';
      asked.push(name);
      return name in heights ? { width: 1000, height: heights[name] } : null;
    },
  };
};

describe('InspectAlbumImages', () => {
  it('checks format and size first and reads the height only of files that pass', async () => {
    const probe = inspector({ 'tall.jpg': 700, 'low.jpg': 600 });
    const files = [
      fakeFile('tall.jpg', 300 * 1024),
      fakeFile('low.jpg', 300 * 1024),
      fakeFile('small.jpg', 100 * 1024),
      fakeFile('anim.gif', 300 * 1024, 'image/gif'),
      fakeFile('broken.png', 300 * 1024, 'image/png'),
    ];
    const result = await new InspectAlbumImages(loaded(probe)).execute(files, 0);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.map((i) => i.error)).toEqual([
      null,
      '图片像素太低',
      '图片不能小于200K',
      '上传图片必须是JPG/JPEG/PNG 格式!',
      '上传图片必须是JPG/JPEG/PNG 格式!',
    ]);
    expect(probe.asked).toEqual(['tall.jpg', 'low.jpg', 'broken.png']);
  });

  it('refuses an over-selection as a whole', async () => {
    const files = Array.from({ length: 3 }, (_, i) => fakeFile(`${i}.jpg`, 300 * 1024));
    expect(await new InspectAlbumImages(loaded(inspector({}))).execute(files, 18)).toEqual({ ok: false, error: '已选21张图片，图片最多20张!' });
  });

  it('with a pace, reads each file only after the pace before it, and still decodes them together', async () => {
    const log: string[] = [];
    /** A file that notes when its size (a call into the browser for a picked file) is read. */
    const noted = (name: string) => {
      const file = fakeFile(name, 300 * 1024);
      const size = file.size;
      return Object.defineProperty(file, 'size', { get: () => (log.push(`size ${name}`), size) });
    };
    let decoding = 0;
    let together = 0;
    const probe: ImageInspector = {
      size: async () => {
        together = Math.max(together, ++decoding);
        await new Promise((r) => setTimeout(r));
        decoding -= 1;
        return { width: 1000, height: 700 };
      },
    };
    const pace = async () => void log.push('pace');
    const result = await new InspectAlbumImages(loaded(probe)).execute([noted('a.jpg'), noted('b.jpg'), noted('c.jpg')], 0, pace);
    expect(result.ok).toBe(true);
    expect(log).toEqual(['pace', 'size a.jpg', 'pace', 'size b.jpg', 'pace', 'size c.jpg']);
    expect(together).toBe(3);
  });
});
