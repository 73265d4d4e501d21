import { PageContainer } from '../../components/layout/PageContainer';

export function SupportedIndependentLivingPage() {
  return (
    <PageContainer py={12}>
      <h1>Supported Independent Living</h1>
    </PageContainer>
  );
}
