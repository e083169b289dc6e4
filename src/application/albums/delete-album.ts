import { deleteContent } from '../content/delete-content';
import { albumDeleteBlocker } from '../../domain/album/album-permissions';

export const DELETE_SUCCESS = '删除成功!';
/** The backend refuses a delete with HTTP 405 and its own msg, which the screen shows. */
export const DELETE_REFUSED_STATUS = 405;

/** The message to show for a failed delete; '' when the request layer has already told the user. */
export const deleteRefusal = (error: { code: number; msg: string }) =>
  error.code === DELETE_REFUSED_STATUS ? error.msg : '';

/** Only not-passed albums, never for group accounts; a refusal (405) shows the server's msg. */
export const DeleteAlbum = deleteContent({
  area: 'albums',
  blocker: albumDeleteBlocker,
  id: (album: { album_id: number; album_status: number }) => album.album_id,
  status: (album) => album.album_status,
  refusal: deleteRefusal,
});
export type DeleteAlbum = InstanceType<typeof DeleteAlbum>;
