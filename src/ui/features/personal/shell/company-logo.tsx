import { Box, Image } from '@chakra-ui/react';
import { useCompanyProfile } from '../company/use-company-profile';

/** The logo's place in the header, the same before and after the profile answers. */
const SLOT = { w: '120px', h: '60px', flexShrink: 0 } as const;

/**
 * The company's logo (the profile's, unless one is given), or its first character on a coloured
 * tile. Both sit in a slot of the logo's size: a 60 px tile that became a 120 px logo when the
 * profile answered narrowed the header's text, which wrapped, and pushed the menu and the screen
 * 57 px down on a phone (a layout shift of 0.075 on every personal-centre screen).
 */
export function CompanyLogo({ name, url: given }: { name: string; url?: string }) {
  const profile = useCompanyProfile();
  const url = given || profile.data?.thumbnailLogo;
  return (
    <Box {...SLOT}>
      {url ? (
        <Image src={url} alt={`${name} logo`} w="full" h="full" objectFit="contain" rounded="sm" />
      ) : (
        <Box w="60px" h="60px" rounded="md" bg="blue.600" color="white" display="grid" placeItems="center" fontSize="2xl" fontWeight="bold" role="img" aria-label={`${name} logo`}>
          {[...name][0] ?? '商'}
        </Box>
      )}
    </Box>
  );
}
