import type { ReactNode } from 'react';
import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

interface NewTabButtonProps extends Omit<ButtonProps, 'component' | 'children'> {
  href: string;
  children: ReactNode;
}

/**
 * A link that opens in a new tab, as a button: staff keep their place in the admin area. Screen
 * readers hear that it opens a new tab; the icon says it to the eye.
 */
export function NewTabButton({ href, children, ...props }: NewTabButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<IconExternalLink size={16} aria-hidden="true" />}
      {...props}
    >
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
