import { readContent } from '../content/read-content';
import type { AlbumTags, TagGroupKey } from '../../domain/album/album';

const GROUPS: TagGroupKey[] = ['fg', 'hx', 'jb', 'kj', 'mj', 'zj'];

/** The six tag groups; a group the server leaves out is empty. */
export const LoadAlbumTags = readContent(
  'albums',
  (albums) => albums.lookup('tags'),
  (tags) => Object.fromEntries(GROUPS.map((g) => [g, tags?.[g] ?? []])) as AlbumTags,
);
export type LoadAlbumTags = InstanceType<typeof LoadAlbumTags>;
