import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Headline } from '../../../domain/order/order';

/** A headline's title and content, opened from the ticker. */
export function HeadlineDialog({ headline, onClose }: { headline: Headline; onClose: () => void }) {
  return (
    <Dialog.Root open placement="center" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="lg">
            <Dialog.Header>
              <Dialog.Title>{headline.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6" whiteSpace="pre-wrap">
              {headline.content}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
