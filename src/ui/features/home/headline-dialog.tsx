import type { Headline } from '../../../domain/order/order';
import { DialogFrame } from '../../components/dialog-frame';

/** A headline's title and content, opened from the ticker. */
export function HeadlineDialog({ headline, onClose }: { headline: Headline; onClose: () => void }) {
  return (
    <DialogFrame open onOpenChange={(e) => !e.open && onClose()} maxW="lg" title={headline.title} body={{ pb: '6', whiteSpace: 'pre-wrap' }} closeButton>
      {headline.content}
    </DialogFrame>
  );
}
