import { ApplyForm } from '../../features/careers/ApplyForm';
import { defineIsland } from '../island';

export default defineIsland('ApplyForm', ApplyForm);
