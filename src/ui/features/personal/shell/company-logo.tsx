import { Box, Image } from '@chakra-ui/react';

/** The company's logo, or its first character on a coloured tile while it has none. */
export function CompanyLogo({ name, url }: { name: string; url?: string }) {
  if (url) return <Image src={url} alt={`${name} logo`} w="120px" h="60px" objectFit="contain" rounded="sm" />;
  return (
    <Box w="60px" h="60px" rounded="md" bg="blue.600" color="white" display="grid" placeItems="center" fontSize="2xl" fontWeight="bold" role="img" aria-label={`${name} logo`}>
      {[...name][0] ?? '商'}
    </Box>
  );
}
