import { Button, Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { albumCreateBlocker, showsAlbumCreate } from '../../../domain/album/album-permissions';
import { useService } from '../../app/container-context';
import { BackToTop } from '../../components/back-to-top';
import { ContentTabs } from '../../features/content/content-tabs';
import { useContentActor } from '../../features/content/use-content-actor';
import { AlbumList } from '../../features/albums/album-list';

/** /picture: the album list (tabs, title search, create for everyone but group accounts). */
export default function PicturePage() {
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();

  const create = () => {
    const blocked = albumCreateBlocker(actor);
    if (blocked) return notifier.warning(blocked);
    void navigate({ to: '/picture/uploadtitle' });
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        效果图
      </Heading>
      <ContentTabs
        searchLabel="搜索组图"
        searchPlaceholder="请输入组图标题"
        action={
          showsAlbumCreate(actor) && (
            <Button size="sm" colorPalette="blue" onClick={create}>
              上传效果图
            </Button>
          )
        }
      >
        {(status, search) => <AlbumList status={status} search={search} />}
      </ContentTabs>
      <BackToTop />
    </Stack>
  );
}
