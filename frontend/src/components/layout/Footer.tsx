import { chakra } from '@chakra-ui/react';
import { layoutText } from '../../content/layout';
import { PageContainer } from './PageContainer';

export function Footer() {
  const { footer } = layoutText;
  return (
    <chakra.footer bg="brand.900" color="white" py={10}>
      <PageContainer>
        <chakra.p>{footer.acknowledgement}</chakra.p>
        <chakra.p>{footer.copyright}</chakra.p>
      </PageContainer>
    </chakra.footer>
  );
}
