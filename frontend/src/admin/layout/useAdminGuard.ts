// The session check of every guarded page: 'checking' first (the server render and the first
// browser render too), then whether the user is a member of the admin group. The check runs again
// on every navigation inside the admin, so a session that ended elsewhere is noticed.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { checkSession, type SessionStatus } from '../auth/amplifyAuth';

export type GuardState = 'checking' | SessionStatus;

export function useAdminGuard(): GuardState {
  const { pathname } = useLocation();
  const [state, setState] = useState<GuardState>('checking');
  useEffect(() => {
    let current = true;
    void checkSession().then((status) => {
      if (current) setState(status);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return state;
}
