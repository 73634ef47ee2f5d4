import { usePublicHome } from '../../lib/public-home-query';
import { SITE } from '../../components/site-defaults';
import ui from '../../components/public-ui.module.css';

/** The institute's e-mail address as a mail link: the one staff set, else the default. */
export function ContactEmailLink() {
  const { data } = usePublicHome();
  const email = data?.settings.contact_email || SITE.email;
  return (
    <a href={`mailto:${email}`} className={ui.anchor} style={{ fontWeight: 600 }}>
      {email}
    </a>
  );
}
