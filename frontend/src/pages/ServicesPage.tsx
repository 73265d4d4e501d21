import { PageContainer } from '../components/layout/PageContainer';

export function ServicesPage() {
  return (
    <PageContainer py={12}>
      <h1>Our services</h1>
    </PageContainer>
  );
}
