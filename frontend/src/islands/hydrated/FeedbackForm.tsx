import { FeedbackForm } from '../../features/feedback/FeedbackForm';
import { defineIsland } from '../island';

export default defineIsland('FeedbackForm', FeedbackForm);
