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

export function StatusMessage({ status }: { status: Status | null }) {
  return (
    <Box>
      <div role="status">
        {status?.tone === 'success' && (
          <Text
            key={status.id}
            color="green.700"
            bg="green.50"
            borderWidth="1px"
            borderColor="green.600"
            borderRadius="md"
            px="3"
            py="2"
            my="3"
            fontWeight="medium"
          >
            <span aria-hidden="true">✓ </span>
            {status.text}
          </Text>
        )}
      </div>
      <div role="alert">
        {status?.tone === 'error' && (
          <Text
            key={status.id}
            color="red.700"
            bg="red.50"
            borderWidth="1px"
            borderColor="red.600"
            borderRadius="md"
            px="3"
            py="2"
            my="3"
            fontWeight="medium"
          >
            <span aria-hidden="true">⚠ </span>
            {status.text}
          </Text>
        )}
      </div>
    </Box>
  );
}
