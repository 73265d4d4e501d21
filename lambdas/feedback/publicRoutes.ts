// The public feedback and complaints form's operations.

import type { Routes } from '../shared/resolver';

export const publicRoutes: Routes = {};
