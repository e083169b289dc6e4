import { useEffect, useMemo } from 'react';
import { Box, Image, Skeleton, Text } from '@chakra-ui/react';
import { useEvidence } from './use-appeals';

/**
 * An evidence image: the blob fetched with the bearer header, shown from an object URL that is
 * revoked when the image leaves the page (or its blob changes).
 */
export function EvidenceImage({ file, alt }: { file: string; alt: string }) {
  const evidence = useEvidence(file);
  const blob = evidence.data;
  // The image's address lives as long as the image is shown.
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  if (evidence.isError)
    return (
      <Box w="32" h="24" display="flex" alignItems="center" justifyContent="center" bg="gray.100" rounded="md">
        <Text fontSize="xs" color="gray.600">
          图片加载失败
        </Text>
      </Box>
    );
  if (!url) return <Skeleton w="32" h="24" rounded="md" />;
  return <Image src={url} alt={alt} w="32" h="24" objectFit="cover" rounded="md" borderWidth="1px" />;
}
