import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { GalleryOverview } from '../../../../domain/personal/overview';

const R = 40;
const C = 2 * Math.PI * R;

/** The review outcome as a ring: passed, not passed and pending arcs, with the pass ratio inside. */
export function PassRing({ overview }: { overview: GalleryOverview }) {
  const { total, pass, notpass, pending, passRatio } = overview;
  const share = (n: number) => (total === 0 ? 0 : (n / total) * C);
  const arcs = [
    { n: pass, color: '#38a169', label: '已通过' },
    { n: notpass, color: '#e53e3e', label: '未通过' },
    { n: pending, color: '#d69e2e', label: '待审核' },
  ];
  let offset = 0;
  return (
    <HStack gap="6" align="center">
      <svg width="120" height="120" viewBox="0 0 120 120" role="img" aria-label={`通过率 ${passRatio}%`}>
        <circle cx="60" cy="60" r={R} fill="none" stroke="#edf2f7" strokeWidth="14" />
        {arcs.map((a) => {
          const length = share(a.n);
          const el = (
            <circle
              key={a.label}
              cx="60"
              cy="60"
              r={R}
              fill="none"
              stroke={a.color}
              strokeWidth="14"
              strokeDasharray={`${length} ${C - length}`}
              strokeDashoffset={-offset}
              transform="rotate(-90 60 60)"
            />
          );
          offset += length;
          return length > 0 ? el : null;
        })}
        <text x="60" y="66" textAnchor="middle" fontSize="18" fontWeight="bold" fill="#2d3748">
          {passRatio}%
        </text>
      </svg>
      <Stack gap="1" fontSize="sm" as="ul" listStyleType="none">
        {arcs.map((a) => (
          <HStack as="li" key={a.label} gap="2">
            <Box w="3" h="3" rounded="sm" style={{ background: a.color }} aria-hidden="true" />
            <Text>
              {a.label} {a.n}
            </Text>
          </HStack>
        ))}
      </Stack>
    </HStack>
  );
}
