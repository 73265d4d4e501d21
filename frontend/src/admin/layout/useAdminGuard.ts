// The session check of every guarded page: 'checking' first (the server render and the first
// browser render too), then whether the user holds a staff role, and which. The check runs again
// on every navigation inside the admin, so a session that ended elsewhere is noticed.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { checkSession, type Session } from '../auth/amplifyAuth';

export type GuardState = { status: 'checking' } | Session;

export function useAdminGuard(): GuardState {
  const { pathname } = useLocation();
  const [state, setState] = useState<GuardState>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    void checkSession().then((session) => {
      if (current) setState(session);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return state;
}
