import type { ReactNode } from 'react';
import { SaveButton, Toolbar } from 'react-admin';

export function FormToolbar({ children }: { children?: ReactNode }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {children}
    </Toolbar>
  );
}
