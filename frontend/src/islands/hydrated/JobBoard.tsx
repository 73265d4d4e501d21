import { JobBoard } from '../../components/careers/JobBoard';
import { defineIsland } from '../island';

export default defineIsland('JobBoard', JobBoard);
