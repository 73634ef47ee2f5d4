import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { visitorGreeting, whatsAppLink } from '@institute/core/contact/whatsapp';
import { usePublicHome } from '../lib/public-home-query';
import { SITE } from './site-defaults';
import ui from './public-ui.module.css';

/**
 * "Chat on WhatsApp" with the institute's number (the whatsapp_number setting), its first message
 * naming the page the visitor is on. Nothing while the setting is blank. A plain link, so the
 * content pages that show it need no Mantine.
 */
export function WhatsAppLink({ className }: { className?: string }) {
  const { data } = usePublicHome();
  const pathname = useLocation({ select: (location) => location.pathname });
  const number = data?.settings.whatsapp_number ?? '';
  const href = whatsAppLink(
    number,
    visitorGreeting(data?.settings.site_name || SITE.name, pathname),
  );
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className ?? `${ui.anchor} ${ui.iconLink}`}
    >
      <IconBrandWhatsapp size={18} aria-hidden="true" />
      Chat on WhatsApp
      <span className={ui.visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
