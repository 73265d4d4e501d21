import { Box } from '@chakra-ui/react';
import { loadingText } from '../../content/shellPages';

/** What guarded pages show while the session check runs (and what their prerendered shells show). */
export function Loading() {
  return (
    <Box as="main" p="6">
      <p role="status">{loadingText}</p>
    </Box>
  );
}
