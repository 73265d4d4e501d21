// Each admin page is a chunk of its own (adminPage in adminRoutes.tsx): while the router loads the next
// page's code, the page shown stays and this status region says so. It stays in the page, empty
// meanwhile, so that screen readers announce the text when it appears.
import { Text } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';
import { loadingText } from '../../content/shellPages';

export function NavigationStatus() {
  const loading = useNavigation().state === 'loading';
  return (
    <Text role="status" fontWeight="medium">
      {loading ? loadingText : ''}
    </Text>
  );
}
