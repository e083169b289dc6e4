import type { FormEvent } from 'react';
import { Button, chakra, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Album } from '../../../domain/album/album';
import { canSubmitAlbum } from '../../../domain/album/album-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AlbumFields } from './album-fields';
import { AlbumImagesField } from './album-images-field';
import { UploadFailedDialog } from './upload-failed-dialog';
import { type AlbumFormMode, useAlbumForm } from './use-album-form';
import { useAlbumTags } from './use-album-queries';

const HEADINGS: Record<AlbumFormMode, string> = { create: '上传效果图', edit: '编辑组图', reedit: '重新编辑组图' };

/** The album form of /picture/create, /picture/edit/{id} and /picture/reedit/{id}. */
export function AlbumEditor({ mode, album }: { mode: AlbumFormMode; album?: Album }) {
  const form = useAlbumForm(mode, album);
  const tags = useAlbumTags().data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };

  return (
    <chakra.form onSubmit={submit} noValidate bg="white" rounded="md" shadow="xs" p={{ base: 4, md: 8 }}>
      <Stack gap="6">
        <Heading as="h1" size="lg">
          {HEADINGS[mode]}
        </Heading>
        {album?.album_reject && (
          <Text color="red.600" fontSize="sm">
            未通过原因：{album.album_reject}
          </Text>
        )}
        <AlbumFields
          values={form.values}
          errors={form.errors}
          tags={tags}
          onChange={(values, errors) => {
            form.setValues(values);
            form.setErrors(errors);
          }}
        />
        <AlbumImagesField state={form.images} tags={tags} disabled={form.busy} />
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={form.busy} disabled={!canSubmitAlbum(form.values)}>
            提交
          </Button>
          <Button asChild variant="outline">
            <Link to="/picture">取消</Link>
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={form.confirmDrop !== null}
        confirmText="继续"
        cancelText="修改"
        onConfirm={() => void form.submit(true)}
        onCancel={form.cancelDrop}
      >
        {form.confirmDrop}
      </ConfirmDialog>
      <UploadFailedDialog open={form.uploadFailed} onClose={form.dismissUploadFailed} />
    </chakra.form>
  );
}
