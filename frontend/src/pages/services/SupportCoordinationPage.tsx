import { PageContainer } from '../../components/layout/PageContainer';

export function SupportCoordinationPage() {
  return (
    <PageContainer py={12}>
      <h1>Support Coordination</h1>
    </PageContainer>
  );
}
