import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { visitorGreeting, whatsAppLink } from '@institute/core/contact/whatsapp';
import { usePublicHome } from '../lib/public-home-query';
import { SITE } from './site-defaults';

/**
 * "Chat on WhatsApp" with the institute's number (the whatsapp_number setting), its first message
 * naming the page the visitor is on. Nothing while the setting is blank.
 */
export function WhatsAppLink({ className, ...props }: AnchorProps & { className?: string }) {
  const { data } = usePublicHome();
  const pathname = useLocation({ select: (location) => location.pathname });
  const number = data?.settings.whatsapp_number ?? '';
  const href = whatsAppLink(
    number,
    visitorGreeting(data?.settings.site_name || SITE.name, pathname),
  );
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" className={className} {...props}>
      <IconBrandWhatsapp size={18} aria-hidden="true" />
      Chat on WhatsApp
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
