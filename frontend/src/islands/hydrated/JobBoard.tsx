import { JobBoard } from '../../features/careers/JobBoard';
import { defineIsland } from '../island';

export default defineIsland('JobBoard', JobBoard);
