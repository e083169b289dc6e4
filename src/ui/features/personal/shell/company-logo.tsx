import { Box, Image } from '@chakra-ui/react';
import { useCompanyProfile } from '../company/use-company-profile';

/** The company's logo (the profile's, unless one is given), or its first character on a coloured tile. */
export function CompanyLogo({ name, url: given }: { name: string; url?: string }) {
  const profile = useCompanyProfile();
  const url = given || profile.data?.thumbnailLogo;
  if (url) return <Image src={url} alt={`${name} logo`} w="120px" h="60px" objectFit="contain" rounded="sm" />;
  return (
    <Box w="60px" h="60px" rounded="md" bg="blue.600" color="white" display="grid" placeItems="center" fontSize="2xl" fontWeight="bold" role="img" aria-label={`${name} logo`}>
      {[...name][0] ?? '商'}
    </Box>
  );
}
