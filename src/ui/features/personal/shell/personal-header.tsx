import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { headerBadges } from '../../../../domain/personal/header-badges';
import { useSession } from '../../../platform/container-context';
import { AvatarChanger } from './avatar-changer';
import { CompanyLogo } from './company-logo';

/** Logo, company name, company (or group) ID and the three badges; a sub-account's name and avatar. */
export function PersonalHeader() {
  const { role, userIndex, user } = useSession();
  const name = userIndex?.company_name ?? user?.company_abbr ?? '';
  const id = userIndex?.company_id ?? user?.company_id;
  return (
    <Box as="section" aria-label="公司信息" bg="white" rounded="md" shadow="xs" p="5">
      <HStack gap="5" align="center" flexWrap="wrap">
        <CompanyLogo name={name} />
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h1" size="md">
            {name}
          </Heading>
          <Text fontSize="sm" color="gray.600">
            {role === 'GroupAccount' ? '集团ID' : '公司ID'}：{id}
          </Text>
          <HStack as="ul" gap="2" flexWrap="wrap" listStyleType="none" aria-label="认证标识">
            {headerBadges(userIndex).map((b) => (
              <li key={b.label}>
                <Badge data-lit={b.lit} title={b.lit ? '已认证' : '未认证'} colorPalette={b.lit ? 'green' : 'gray'} variant={b.lit ? 'subtle' : 'outline'}>
                  {b.label}
                </Badge>
              </li>
            ))}
          </HStack>
        </Stack>
        {role === 'SubAccount' && <AvatarChanger realname={userIndex?.realname || user?.realname || ''} avatarUrl={userIndex?.head_img_url ?? ''} />}
      </HStack>
    </Box>
  );
}
