import { PageContainer } from '../components/layout/PageContainer';

export function ReferralPage() {
  return (
    <PageContainer py={12}>
      <h1>Make a Referral</h1>
    </PageContainer>
  );
}
