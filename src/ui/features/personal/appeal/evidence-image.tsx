import { useEffect, useState } from 'react';
import { Box, Image, Skeleton, Text } from '@chakra-ui/react';
import { useEvidence } from './use-appeals';

/**
 * An evidence image: the blob fetched with the bearer header, shown from an object URL that is
 * revoked when the image leaves the page (or its blob changes).
 */
export function EvidenceImage({ file, alt }: { file: string; alt: string }) {
  const evidence = useEvidence(file);
  const [url, setUrl] = useState<string | null>(null);
  const blob = evidence.data;

  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);

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
