import { Box, Text } from '@chakra-ui/react';
import { type WalletDetail, formatMoney, monthFlow } from '../../../../domain/wallet/wallet';

const WIDTH = 240;
const BAR = 28;
const LABEL = 40;

/** The month's money in and out as two bars (an SVG picture with a text alternative). */
export function FlowChart({ details }: { details: readonly WalletDetail[] }) {
  const { income, expense } = monthFlow(details);
  const top = Math.max(income, expense, 1);
  const bars = [
    { label: '收入', value: income, colour: '#2f855a' },
    { label: '支出', value: expense, colour: '#c53030' },
  ];
  const summary = `本月收入 ${formatMoney(income)} 元，支出 ${formatMoney(expense)} 元`;
  return (
    <Box as="figure" borderWidth="1px" rounded="md" p="4" minW="0">
      <Text as="figcaption" fontWeight="medium" mb="3">
        本月收支
      </Text>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH + LABEL} ${bars.length * (BAR + 24)}`} width="100%">
        {bars.map((b, i) => {
          const y = i * (BAR + 24);
          const width = Math.max(2, (b.value / top) * WIDTH);
          return (
            <g key={b.label}>
              <text x="0" y={y + BAR / 2 + 5} fontSize="13" fill="#4a5568">
                {b.label}
              </text>
              <rect x={LABEL} y={y} width={width} height={BAR} rx="4" fill={b.colour} />
              <text x={LABEL} y={y + BAR + 16} fontSize="12" fill="#2d3748">
                {formatMoney(b.value)} 元
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
