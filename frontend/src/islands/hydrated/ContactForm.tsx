import { ContactForm } from '../../components/contact/ContactForm';
import { defineIsland } from '../island';

export default defineIsland('ContactForm', ContactForm);
