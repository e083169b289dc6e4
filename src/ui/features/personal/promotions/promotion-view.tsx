import { useMemo } from 'react';
import { Box, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { Promotion } from '../../../../domain/promotion/promotion';
import { periodText } from '../../../../domain/promotion/promotion-dates';
import { sanitizeHtml } from '../../../components/rich-text-editor/sanitize';
import { StatusBadge } from '../../../components/content/status-badge';
import { formatTime } from '../../../components/content/format-time';

/** A promotion body, through the editor's HTML policy before it is shown. */
export function PromotionBody({ html }: { html: string }) {
  const body = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      className="promotion-body"
      lineHeight="tall"
      css={{ '& img': { maxWidth: '100%' }, '& p': { marginBottom: '0.75em' } }}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

/**
 * prodetails: cover, title, publish time, the activity period and the body. Until the
 * promotion has loaded the cover and title of the link (query url and title) are shown.
 */
export function PromotionView({ promotion, fallback }: { promotion?: Promotion; fallback: { url?: string; title?: string } }) {
  const title = promotion?.title ?? fallback.title ?? '';
  const cover = promotion?.picture || fallback.url;
  return (
    <Stack as="article" aria-labelledby="promotion-title" gap="4">
      <HStack gap="3" wrap="wrap">
        <Heading id="promotion-title" as="h2" size="xl">
          {title}
        </Heading>
        {promotion && <StatusBadge status={promotion.status} />}
      </HStack>
      {cover && <Image src={cover} alt={`${title}封面`} maxW="490px" rounded="md" />}
      {promotion && (
        <>
          <Text fontSize="sm" color="gray.600">
            发布时间 {formatTime(promotion.timestamp)}
          </Text>
          <Text fontSize="sm" color="gray.700">
            活动时间 {periodText(promotion.begin_time, promotion.end_time)}
          </Text>
          <PromotionBody html={promotion.content} />
        </>
      )}
    </Stack>
  );
}
