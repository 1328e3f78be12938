import type { ReactNode } from 'react';
import type { Role } from '@homekeep/contracts/auth';
import { RequireRole } from '@/app/guard';
import { DataLayer } from '@/lib/data-layer';

type GuardedHomeProps = { role: Role; children: ReactNode };

/** `/` for someone signed in: the data layer and the guard, loaded only for them. */
export function GuardedHome({ role, children }: GuardedHomeProps) {
  return (
    <DataLayer>
      <RequireRole role={role}>{children}</RequireRole>
    </DataLayer>
  );
}
