import { UPLOAD_FAILED_MESSAGE } from '../../../application/albums/album-submission';
import { NoticeDialog } from '../../components/notice-dialog';

/**
 * An upload failed or came back without a key: 网络出现问题，您需要重新发布 (spec 2 sections 4
 * and 8). Only 确定 answers it. On album create it reloads the page, whose form puts the typed
 * fields and the picked images back (the images from IndexedDB); offline, or where the images
 * could not be kept (edit, re-edit, no IndexedDB), it closes and the form stays as it is.
 */
export function UploadFailedDialog({ open, onConfirm }: { open: boolean; onConfirm: () => void }) {
  return (
    <NoticeDialog open={open} title="提示" button="确定" onButton={onConfirm} maxW="sm">
      {UPLOAD_FAILED_MESSAGE}
    </NoticeDialog>
  );
}
