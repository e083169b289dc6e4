import { Box, Button, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { ChangeAvatar } from '../../../../application/personal/change-avatar';
import { TOKENS } from '../../../../application/tokens';
import { AVATAR_OUTPUT } from '../../../../domain/common/image-file';
import { useService } from '../../../platform/container-context';
import { ImageCropDialog } from '../../../components/image-crop-dialog';
import { useCropUpload } from '../../../components/use-crop-upload';

/** A sub-account's name and avatar, with 更换头像: pick, check, crop 1:1, upload, save. */
export function AvatarChanger({ realname, avatarUrl }: { realname: string; avatarUrl: string }) {
  const changeAvatar = useService(ChangeAvatar);
  const notifier = useService(TOKENS.Notifier);
  const changing = useMutation({
    mutationFn: ({ jpeg, onProgress }: { jpeg: Blob; onProgress: (percent: number) => void }) => changeAvatar.execute(jpeg, onProgress),
  });
  const { input, file, progress, pick, upload, cancel } = useCropUpload(async (jpeg, onProgress) => {
    const result = await changing.mutateAsync({ jpeg, onProgress });
    if (result.ok) notifier.success('修改成功!');
    else if (result.error.msg) notifier.error(result.error.msg);
    return result.ok;
  });

  return (
    <Stack align="center" gap="2">
      {avatarUrl ? (
        <Image src={avatarUrl} alt={`${realname}的头像`} boxSize="64px" rounded="full" objectFit="cover" />
      ) : (
        <Box boxSize="64px" rounded="full" bg="gray.200" display="grid" placeItems="center" role="img" aria-label={`${realname}的头像`}>
          {[...realname][0] ?? ''}
        </Box>
      )}
      <Text fontSize="sm" fontWeight="medium">
        {realname}
      </Text>
      <Button size="xs" variant="outline" onClick={() => input.current?.click()}>
        更换头像
      </Button>
      <VisuallyHidden>
        <input ref={input} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" aria-label="选择头像图片" tabIndex={-1} onChange={(e) => pick(e.target.files?.[0])} />
      </VisuallyHidden>
      <ImageCropDialog
        file={file}
        title="更换头像"
        aspect={1}
        output={AVATAR_OUTPUT}
        progress={progress}
        onCancel={cancel}
        onCropped={upload}
      />
    </Stack>
  );
}
