import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 45: every write of the content screens (albums, articles, promotions, honours, banners)
// is a TanStack Query mutation around its use case. A write use case is called only inside a
// `mutationFn:`.
const SCREENS = [
  'src/ui/features/albums',
  'src/ui/features/articles',
  'src/ui/features/content',
  'src/ui/features/personal/promotions',
  'src/ui/features/personal/honors',
  'src/ui/features/personal/banners',
  'src/ui/routes/article',
  'src/ui/routes/picture',
];
const WRITES = [
  'CreateAlbum', 'EditAlbum', 'ReeditAlbum', 'DeleteAlbum',
  'SaveArticle', 'DeleteArticle', 'UploadArticleCover',
  'SavePromotion', 'DeletePromotion', 'UploadPromotionPoster',
  'SaveHonor', 'DeleteHonor', 'UploadHonorImage',
  'SaveBanner', 'DeleteBanner', 'UploadBannerImage',
];

const files = SCREENS.flatMap((dir) => readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).map((f) => join(dir, f)));

/** The lines of a file that call a write use case (by the name it was taken under) outside a mutationFn. */
function writesOutsideMutations(source: string): string[] {
  const single = [...source.matchAll(/const (\w+) = useService\((\w+)\)/g)].filter(([, , useCase]) => WRITES.includes(useCase)).map(([, name]) => name);
  // The album form takes its three saves as one object of services.
  const grouped = [...source.matchAll(/(\w+): useService\((\w+)\)/g)].filter(([, , useCase]) => WRITES.includes(useCase)).map(([, key]) => `services.${key}`);
  const names = [...single, ...grouped].map((n) => n.replace('.', '\\.'));
  const lines = source.split('\n');
  // A mutationFn may run over a few lines; its call ends at the next line that closes a property.
  const insideMutation = (i: number) => lines.slice(Math.max(0, i - 2), i + 1).some((line) => line.includes('mutationFn:'));
  return lines.filter((line, i) => names.some((name) => new RegExp(`\\b${name}\\.execute\\(`).test(line)) && !insideMutation(i));
}

describe('the writes of the content areas', () => {
  it('finds the screens it checks', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files)('%s calls write use cases only in a mutationFn', (file) => {
    expect(writesOutsideMutations(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
