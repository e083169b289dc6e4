import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Album } from '../../../domain/album/album';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AppFormElement } from '../../components/form/form-parts';
import { AlbumFields } from './album-fields';
import { AlbumImagesField } from './album-images-field';
import { UploadFailedDialog } from './upload-failed-dialog';
import { type AlbumFormMode, useAlbumForm } from './use-album-form';
import { useAlbumTags } from './use-album-queries';
import { CancelLink } from '../../components/content/cancel-link';

const HEADINGS: Record<AlbumFormMode, string> = { create: '上传效果图', edit: '编辑组图', reedit: '重新编辑组图' };

/** The album form of /picture/create, /picture/edit/{id} and /picture/reedit/{id}. */
export function AlbumEditor({ mode, album }: { mode: AlbumFormMode; album?: Album }) {
  const state = useAlbumForm(mode, album);
  const { form } = state;
  const tags = useAlbumTags().data;

  return (
    <AppFormElement form={form} bg="white" rounded="md" shadow="xs" p={{ base: 4, md: 8 }}>
      <Stack gap="6">
        <Heading as="h1" size="lg">
          {HEADINGS[mode]}
        </Heading>
        {album?.album_reject && (
          <Text color="red.600" fontSize="sm">
            未通过原因：{album.album_reject}
          </Text>
        )}
        <AlbumFields form={form} tags={tags} />
        <AlbumImagesField form={form} tags={tags} disabled={state.busy} progress={state.progress} preview={state.preview} />
        <HStack gap="3">
          <form.AppForm>
            <form.SubmitButton disabled={!state.canSubmit}>提交</form.SubmitButton>
            {state.guarded && <form.FormLeaveGuard onDiscard={() => void state.discard()} />}
          </form.AppForm>
          <CancelLink to="/picture" />
        </HStack>
      </Stack>
      <ConfirmDialog open={state.confirmDrop !== null} confirmText="继续" cancelText="修改" onConfirm={state.continueDrop} onCancel={state.cancelDrop}>
        {state.confirmDrop}
      </ConfirmDialog>
      <UploadFailedDialog open={state.uploadFailed} onConfirm={state.confirmUploadFailed} />
    </AppFormElement>
  );
}
