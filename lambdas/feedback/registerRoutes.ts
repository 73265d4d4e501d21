// The admin complaints register's operations.

import type { Routes } from '../shared/resolver';

export const registerRoutes: Routes = {};
