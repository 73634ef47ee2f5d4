import type { AnchorHTMLAttributes, Ref } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

type ButtonAnchorProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps> & {
    ref?: Ref<HTMLAnchorElement>;
  };

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

const RouterButton = createLink(ButtonAnchor);

/** A Mantine Button that is a router link, with the router's typed `to`, `search` and `hash`. */
export const LinkButton: LinkComponent<typeof ButtonAnchor> = (props) => (
  <RouterButton {...props} />
);
