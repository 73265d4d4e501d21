// Outcome messages as live regions: success in a polite status, failure in an alert, each with a
// symbol and words so that the colour is never the only sign. The regions stay in the page so that
// screen readers announce what appears in them.
import { Box, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';

export type StatusTone = 'success' | 'error';

export interface Status {
  tone: StatusTone;
  text: string;
  /** Changes with every message, so a repeated text is announced again. */
  id: number;
}

let nextId = 0;

export function useStatus() {
  const [status, setStatus] = useState<Status | null>(null);
  const show = useCallback(
    (tone: StatusTone, text: string) => setStatus({ tone, text, id: (nextId += 1) }),
    [],
  );
  const clear = useCallback(() => setStatus(null), []);
  return { status, show, clear };
}

/** Each tone's live region, symbol and colours. */
const TONES = [
  { tone: 'success', role: 'status', symbol: '✓', palette: 'green' },
  { tone: 'error', role: 'alert', symbol: '⚠', palette: 'red' },
] as const;

export function StatusMessage({ status }: { status: Status | null }) {
  return (
    <Box>
      {TONES.map(({ tone, role, symbol, palette }) => (
        <div key={tone} role={role}>
          {status?.tone === tone && (
            <Text
              key={status.id}
              color={`${palette}.700`}
              bg={`${palette}.50`}
              borderWidth="1px"
              borderColor={`${palette}.600`}
              borderRadius="md"
              px="3"
              py="2"
              my="3"
              fontWeight="medium"
            >
              <span aria-hidden="true">{symbol} </span>
              {status.text}
            </Text>
          )}
        </div>
      ))}
    </Box>
  );
}
