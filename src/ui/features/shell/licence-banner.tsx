import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { needsLicenceReminder } from '../../../domain/session/local-user';
import { useSession } from '../../platform/container-context';

// Personal-centre children are built from a table, so their paths are plain strings to the router's types.
const UPDATE_BUSINESS_INFO: string = '/personal/updateBusinessInfo';

/** Main accounts whose licence is neither approved nor pending; never on personal pages. */
export function LicenceBanner() {
  const { role, licenseStatus } = useSession();
  const { pathname } = useLocation();
  if (!needsLicenceReminder(role, licenseStatus, pathname)) return null;
  return (
    <Box as="aside" aria-label="营业执照提醒" bg="orange.50" borderBottomWidth="1px" borderColor="orange.200">
      <HStack maxW="6xl" mx="auto" px="6" py="2" justify="space-between" gap="4">
        <Text fontSize="sm" color="orange.800">
          请在三个月内补充统一社会信用代码信息，以免影响接单。
        </Text>
        <Button asChild size="xs" colorPalette="orange">
          <Link to={UPDATE_BUSINESS_INFO}>去完善</Link>
        </Button>
      </HStack>
    </Box>
  );
}
