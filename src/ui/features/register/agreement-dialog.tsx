import { AgreementText } from '../../components/agreement-text';
import { NoticeDialog } from '../../components/notice-dialog';

/** The static registration agreement (spec 1 section 1), the same text as /personal/agreement. */
export function AgreementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <NoticeDialog open={open} title="注册协议" button="我知道了" onButton={onClose} onClose={onClose} size="lg" scrollBehavior="inside">
      <AgreementText />
    </NoticeDialog>
  );
}
