import type { AlbumDraftImage, AlbumSaveInput } from '../../../src/application/albums/album-submission';
import { EMPTY_ALBUM_FORM } from '../../../src/domain/album/album-form';
import { fakeFile } from '../../fakes/in-memory-file-storage';

/** n valid new images, named img1.jpg ... */
export const newImages = (n: number): AlbumDraftImage[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `n${i + 1}`,
    file: fakeFile(`img${i + 1}.jpg`, 300 * 1024),
    intro: `第${i + 1}张`,
    spaceTag: i === 0 ? '401' : '',
    partTag: '',
    error: null,
  }));

export function albumInput(over: Partial<AlbumSaveInput> = {}): AlbumSaveInput {
  return {
    values: { ...EMPTY_ALBUM_FORM, title: '滨江三居室现代简约', houseModel: '203', style: '101' },
    images: newImages(5),
    coverId: null,
    dropConfirmed: false,
    ...over,
  };
}
