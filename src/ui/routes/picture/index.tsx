import { albumCreateBlocker, showsAlbumCreate } from '../../../domain/album/album-permissions';
import { ContentListPage } from '../../components/content/content-list-page';
import { AlbumList } from '../../features/albums/album-list';

/** /picture: the album list (tabs, title search, create for everyone but group accounts). */
export default function PicturePage() {
  return (
    <ContentListPage
      searchLabel="搜索组图"
      searchPlaceholder="请输入组图标题"
      create={{ label: '上传效果图', shows: showsAlbumCreate, blocker: albumCreateBlocker, to: '/picture/uploadtitle' }}
      list={(status, search) => <AlbumList status={status} search={search} />}
    />
  );
}
