import { FEEDBACK_FORM } from '../../../../schema/contract/feedbackFields';
import { feedbackFormText } from './content/feedbackForm';
import { sendFeedback } from './data/feedback';
import { PublicForm } from '../../components/form/PublicForm';
import { TableSections } from '../../components/form/TableSections';
import { usePublicForm } from '../../components/form/usePublicForm';
import { FEEDBACK_FIELDS, FEEDBACK_ID_PREFIX } from './feedbackFields';

const text = feedbackFormText;

/** The form's checks: loaded once the visitor starts answering (usePublicForm.ts). */
const loadChecks = () => import('./feedbackChecks');

const ACKNOWLEDGED = {
  ...text.confirmation,
  next: [text.confirmation.acknowledgementSent, ...text.confirmation.next],
};

/**
 * The online feedback and complaints form, GOV.UK style like the referral form (PublicForm.tsx),
 * its questions from its table (schema/contract/feedbackFields.ts). Staying anonymous removes the
 * contact details, so none are sent.
 */
export function FeedbackForm() {
  const form = usePublicForm({
    idPrefix: FEEDBACK_ID_PREFIX,
    fields: FEEDBACK_FIELDS,
    prepare: loadChecks,
    check: async (data) => (await loadChecks()).checkFeedback(data),
    send: async (input) => ({
      reference: await sendFeedback(input),
      confirmation: input.email ? ACKNOWLEDGED : text.confirmation,
    }),
    failed: text.errorSummary.failed,
    failureLog: 'Sending the feedback failed',
  });

  return (
    <PublicForm form={form} text={text}>
      <TableSections form={FEEDBACK_FORM} onHide={(hidden) => form.clearErrors(...hidden)} />
    </PublicForm>
  );
}
