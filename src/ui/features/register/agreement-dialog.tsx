import { Button, Dialog, Portal } from '@chakra-ui/react';
import { AgreementText } from '../agreement/agreement-text';

/** The static registration agreement (spec 1 section 1), the same text as /personal/agreement. */
export function AgreementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} scrollBehavior="inside" size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>注册协议</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <AgreementText />
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                我知道了
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
