import { useState } from 'react';
import { Badge, Box, Grid, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { type MessageDetail, type MessageField, type MessageSummary, isUnread } from '../../../../domain/message/message';
import { formatTime } from '../../../components/content/format-time';
import { useDetails } from '../../../components/details-toggle';
import { useOpenMessage } from './use-messages';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useOneShot } from '../../../components/one-shot';

/** One message: a header that expands it on click; the first opening loads its contentList. */
export function MessageItem({ message }: { message: MessageSummary }) {
  const { open, toggle, detailsId } = useDetails();
  const [detail, setDetail] = useState<MessageDetail | null>(null);
  const opening = useOpenMessage();
  // One-shot: a double click on an unread message opens (and marks it read) once.
  const load = useOneShot(() => opening.mutateAsync(message).then((r) => r.ok && setDetail(r.value), () => undefined));

  const onToggle = () => {
    toggle();
    if (open || detail) return;
    void load.run();
  };

  return (
    <Box borderWidth="1px" rounded="md" bg={isUnread(message) ? 'blue.50' : 'white'}>
      <chakra.button type="button" w="full" textAlign="left" p="4" aria-expanded={open} aria-controls={detailsId} onClick={onToggle} _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}>
        <MessageHeader message={message} open={open} />
      </chakra.button>
      <Box id={detailsId} hidden={!open} display={open ? 'block' : 'none'} px="4" pb="4">
        {opening.isPending && <LoadingSpinner size="sm" />}
        {detail && detail.contentList.length > 0 && <MessageFields fields={detail.contentList} />}
      </Box>
    </Box>
  );
}

function MessageHeader({ message, open }: { message: MessageSummary; open: boolean }) {
  const unread = isUnread(message);
  return (
    <HStack gap="3" align="start">
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2">
          <Text fontWeight={unread ? 'bold' : 'medium'}>{message.title}</Text>
          {unread && (
            <Badge colorPalette="red" variant="solid" size="sm">
              未读
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="gray.700" lineClamp={open ? undefined : 1}>
          {message.content}
        </Text>
      </Stack>
      <Text fontSize="sm" color="gray.600" whiteSpace="nowrap">
        {formatTime(message.timestamp)}
      </Text>
    </HStack>
  );
}

/** The message's key/value pairs. */
function MessageFields({ fields }: { fields: MessageField[] }) {
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm" bg="gray.50" p="3" rounded="md">
      {fields.map((f, i) => (
        <Box key={`${f.key}-${i}`} display="contents">
          <Text as="dt" color="gray.600">
            {f.key}
          </Text>
          <Text as="dd" wordBreak="break-all">
            {f.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
