// The deployment's staff MFA setting, from /config.json (schema/contract/runtimeConfig.ts);
// undefined until it is read.
import { useEffect, useState } from 'react';
import type { StaffMfa } from '../../../../schema/contract/staffMfa';
import { runtimeConfig } from '../../data/runtimeConfig';

export function useStaffMfa(): StaffMfa | undefined {
  const [staffMfa, setStaffMfa] = useState<StaffMfa>();
  useEffect(() => {
    let current = true;
    runtimeConfig().then(
      (config) => {
        if (current) setStaffMfa(config.staffMfa);
      },
      (error: unknown) => console.error('Reading /config.json failed', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return staffMfa;
}
