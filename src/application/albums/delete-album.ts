import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AlbumGateway } from '../ports/album-gateway';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/shared/result';
import { albumDeleteBlocker } from '../../domain/album/album-permissions';
import type { Load } from '../ports/load';

export const DELETE_SUCCESS = '删除成功!';
/** The backend refuses a delete with HTTP 405 and its own msg, which the screen shows. */
export const DELETE_REFUSED_STATUS = 405;

/** The message to show for a failed delete; '' when the request layer has already told the user. */
export const deleteRefusal = (error: { code: number; msg: string }) =>
  error.code === DELETE_REFUSED_STATUS ? error.msg : '';

/** Only not-passed albums, never for group accounts; a refusal (405) shows the server's msg. */
@injectable()
export class DeleteAlbum {
  constructor(
    @inject(TOKENS.AlbumGateway) private readonly albums: Load<AlbumGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  async execute(album: { album_id: number; album_status: number }): Promise<Result<true, string>> {
    const blocked = albumDeleteBlocker(this.actor.get(), album.album_status);
    if (blocked) return err(blocked);
    const answer = await (await this.albums()).remove(album.album_id);
    return answer.ok ? ok(true) : err(deleteRefusal(answer.error));
  }
}
