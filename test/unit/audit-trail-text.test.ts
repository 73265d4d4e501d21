// An item's History (frontend/src/admin/audit/AuditTrail.tsx) names a status change by the label
// the item's page uses for it, not by the API's value.
import { describe, expect, it } from 'vitest';
import { auditEntryText } from '../../frontend/src/admin/audit/auditEntryText';
import { feedbackStatusLabel } from '../../frontend/src/admin/features/feedback/feedbackFormat';
import { messageStatusLabel } from '../../frontend/src/admin/features/messages/messageFormat';
import { referralStatusLabel } from '../../frontend/src/admin/features/referrals/referralFormat';

const actor = 'kim@provider.example';

describe('a history line', () => {
  it('names a status change by the status label of its inbox', () => {
    expect(
      auditEntryText({ action: 'CHANGED_STATUS', detail: 'REPLIED', actor }, messageStatusLabel),
    ).toBe(`Status changed: Replied by ${actor}`);
    expect(
      auditEntryText(
        { action: 'CHANGED_STATUS', detail: 'WAITLISTED', actor },
        referralStatusLabel,
      ),
    ).toBe(`Status changed: Waitlisted by ${actor}`);
    expect(
      auditEntryText(
        { action: 'CHANGED_STATUS', detail: 'UNDER_REVIEW', actor },
        feedbackStatusLabel,
      ),
    ).toBe(`Status changed: Under review by ${actor}`);
  });

  it('keeps a status recorded by its label, or one the labels do not know, as it is', () => {
    expect(
      auditEntryText(
        { action: 'CHANGED_STATUS', detail: 'Under review', actor },
        feedbackStatusLabel,
      ),
    ).toBe(`Status changed: Under review by ${actor}`);
    expect(
      auditEntryText({ action: 'CHANGED_STATUS', detail: 'ARCHIVED', actor }, messageStatusLabel),
    ).toBe(`Status changed: ARCHIVED by ${actor}`);
    expect(messageStatusLabel('constructor')).toBe('constructor');
  });

  it('leaves the details of other actions alone, and shows none when there is none', () => {
    expect(
      auditEntryText({ action: 'VIEWED', detail: 'Attachment NEW.pdf', actor }, () => 'label'),
    ).toBe(`Viewed: Attachment NEW.pdf by ${actor}`);
    expect(auditEntryText({ action: 'ADDED_NOTE', detail: null, actor }, () => 'label')).toBe(
      `Note added by ${actor}`,
    );
  });
});
