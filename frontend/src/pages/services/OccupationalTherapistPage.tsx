import { PageContainer } from '../../components/layout/PageContainer';

export function OccupationalTherapistPage() {
  return (
    <PageContainer py={12}>
      <h1>Occupational Therapist</h1>
    </PageContainer>
  );
}
