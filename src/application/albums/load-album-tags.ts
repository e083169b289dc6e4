import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AlbumGateway } from '../ports/album-gateway';
import type { AlbumTags, TagGroupKey } from '../../domain/album/album';
import type { Load } from '../ports/load';

const GROUPS: TagGroupKey[] = ['fg', 'hx', 'jb', 'kj', 'mj', 'zj'];

/** The six tag groups; a group the server leaves out is empty. */
@injectable()
export class LoadAlbumTags {
  constructor(@inject(TOKENS.AlbumGateway) private readonly albums: Load<AlbumGateway>) {}

  async execute(): Promise<AlbumTags> {
    const answer = await (await this.albums()).tags();
    if (!answer.ok) throw answer.error;
    return Object.fromEntries(GROUPS.map((g) => [g, answer.value?.[g] ?? []])) as AlbumTags;
  }
}
