import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

/** The frame of the signed-out screens: product name on the left, the card on the right. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="gray.100" p="4">
      <Stack direction={{ base: 'column', md: 'row' }} gap="10" align="center" maxW="5xl" w="full">
        <Box flex="1" display={{ base: 'none', md: 'block' }}>
          <Text fontSize="3xl" fontWeight="bold" color="blue.700">
            商家中心
          </Text>
          <Text mt="3" color="gray.600">
            接单、派单、反馈进度，一站管理您的装修业务
          </Text>
        </Box>
        <Box bg="white" rounded="lg" shadow="md" p={{ base: '6', md: '8' }} w={{ base: 'full', md: '420px' }}>
          <Heading as="h1" size="xl" mb="6">
            {title}
          </Heading>
          {children}
        </Box>
      </Stack>
    </Box>
  );
}
