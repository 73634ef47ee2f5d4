import type { ComponentProps } from 'react';
import { PasswordInput } from '@mantine/core';

/** A password input whose show/hide toggle is reachable and named for keyboard and screen readers. */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
    />
  );
}
