import { Box, HStack, Text } from '@chakra-ui/react';

/** The steps of a multi-step screen; the current one is marked for assistive technology too. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <HStack as="ol" aria-label="步骤" gap="0" listStyleType="none" mb="6" flexWrap="wrap">
      {steps.map((label, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <HStack as="li" key={label} gap="2" flex="1" minW="28" aria-current={state === 'current' ? 'step' : undefined}>
            <Box
              aria-hidden
              w="7"
              h="7"
              rounded="full"
              display="grid"
              placeItems="center"
              fontSize="sm"
              bg={state === 'todo' ? 'gray.200' : 'blue.600'}
              color={state === 'todo' ? 'gray.700' : 'white'}
            >
              {i + 1}
            </Box>
            <Text fontWeight={state === 'current' ? 'bold' : 'normal'} color={state === 'todo' ? 'gray.600' : 'gray.900'}>
              {label}
            </Text>
          </HStack>
        );
      })}
    </HStack>
  );
}
