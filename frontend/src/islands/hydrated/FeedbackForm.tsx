import { FeedbackForm } from '../../components/feedback/FeedbackForm';
import { defineIsland } from '../island';

export default defineIsland('FeedbackForm', FeedbackForm);
