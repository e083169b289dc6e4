import type { ReactNode } from 'react';
import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';

/**
 * The phone's 筛选 sheet: the filters from the bottom, within a thumb's reach, open until 完成.
 * On a chunk of its own (OrderToolbar loads it on the first 筛选): Chakra's drawer and its
 * machine are not part of what /order loads up front.
 */
export function FilterSheet({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer.Root open={open} placement="bottom" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="lg" maxH="85dvh">
            <Drawer.Header>
              <Drawer.Title>筛选</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4" align="stretch">
                {children}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="blue" w="full" onClick={onClose}>
                完成
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
