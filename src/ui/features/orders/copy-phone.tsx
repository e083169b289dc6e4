import { Button } from '@chakra-ui/react';
import { TOKENS } from '../../../application/tokens';
import { COPY_MESSAGES } from '../../../domain/order/order-display';
import { useService } from '../../platform/container-context';

/** 复制: the owner's number to the clipboard; browsers without the API are told so. 32 px high on a phone, for a thumb. */
export function CopyPhone({ phone }: { phone: string }) {
  const notifier = useService(TOKENS.Notifier);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(phone);
      notifier.success(COPY_MESSAGES.done);
    } catch {
      notifier.error(COPY_MESSAGES.unsupported);
    }
  };
  return (
    <Button variant="plain" size="xs" colorPalette="blue" h="auto" minH={{ base: '8', md: 'auto' }} px="1" aria-label={`复制手机号${phone}`} onClick={() => void copy()}>
      复制
    </Button>
  );
}
