import { ContactForm } from '../../features/contact/ContactForm';
import { defineIsland } from '../island';

export default defineIsland('ContactForm', ContactForm);
