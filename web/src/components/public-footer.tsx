import { lazy, Suspense } from 'react';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SiteLogo } from './site-logo';
import { FOOTER_TEXT, SITE } from './site-defaults';
import { sectionContent, textOf, usePublicHome } from '../lib/public-home-query';
import ui from './public-ui.module.css';
import classes from './public-footer.module.css';

// Only sites that set a WhatsApp number fetch the link's code: / stays within its size budget.
const WhatsAppLink = lazy(() =>
  import('./whatsapp-link').then((module) => ({ default: module.WhatsAppLink })),
);

/** The social links in the order shown; each is shown only when its setting is filled. */
const QUICK_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/', hash: 'courses', label: 'Courses' },
  { to: '/admission', label: 'Admission Process' },
  { to: '/', hash: 'contact', label: 'Contact' },
  { to: '/faq', label: 'FAQ' },
  { to: '/application-status', label: 'Application Status' },
] as const;

const SOCIAL = [
  { key: 'youtube', label: 'Video channel', Icon: IconBrandYoutube },
  { key: 'facebook', label: 'Facebook', Icon: IconBrandFacebook },
  { key: 'instagram', label: 'Instagram', Icon: IconBrandInstagram },
  { key: 'twitter', label: 'X (Twitter)', Icon: IconBrandX },
] as const;

export function PublicFooter() {
  const { data } = usePublicHome();
  const settings = data?.settings;
  const siteName = settings?.site_name || SITE.name;
  const email = settings?.contact_email || SITE.email;
  const phone = settings ? settings.contact_phone : SITE.phone;
  // Before (or without) data the prerendered defaults stay, so a failed load keeps the channel.
  const social = settings?.social_media ?? { youtube: SITE.youtube };
  const links = SOCIAL.filter(({ key }) => (social as Record<string, string>)[key]);
  const text = textOf(sectionContent(data, 'footer'), 'text') ?? FOOTER_TEXT;
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <div className={ui.container}>
        <div className={`${ui.grid3} ${classes.columns}`}>
          <div className={ui.stack} style={{ gap: 'var(--mantine-spacing-sm)' }}>
            <div className={classes.brand}>
              <SiteLogo size={44} />
              <p className={`${ui.title} ${classes.siteName}`}>{siteName}</p>
            </div>
            {/* Staff write it in a box of lines: their line breaks stay. */}
            <p className={`${classes.text} ${classes.muted}`} style={{ whiteSpace: 'pre-line' }}>
              {text}
            </p>
          </div>

          <nav aria-label="Footer">
            <h2 className={`${ui.title} ${classes.heading}`}>Quick Links</h2>
            <div className={classes.links}>
              {QUICK_LINKS.map(({ label, ...target }) => (
                <Link key={label} {...target} className={classes.link}>
                  {label}
                </Link>
              ))}
              <Link to="/privacy" className={classes.link}>
                {/* One child: the link is a flex row, which would set the two names side by side. */}
                <span>
                  Personal Data Notice <span lang="ms">(Notis Data Peribadi)</span>
                </span>
              </Link>
            </div>
          </nav>

          <div id="contact">
            <h2 className={`${ui.title} ${classes.heading}`}>Contact Us</h2>
            <div className={classes.links}>
              {phone && (
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={classes.link}>
                  <IconPhone size={18} aria-hidden="true" />
                  {phone}
                </a>
              )}
              <a href={`mailto:${email}`} className={classes.link}>
                <IconMail size={18} aria-hidden="true" />
                {email}
              </a>
              {settings?.whatsapp_number ? (
                <Suspense fallback={null}>
                  <WhatsAppLink className={classes.link} />
                </Suspense>
              ) : null}
              {links.map(({ key, label, Icon }) => (
                <a
                  key={key}
                  href={(social as Record<string, string>)[key]}
                  className={classes.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon size={18} aria-hidden="true" />
                  {label}
                  <span className={ui.visuallyHidden}> (opens in a new tab)</span>
                </a>
              ))}
            </div>
          </div>
        </div>

        {/* The prerendered page carries its build year; a new year after the build is no error. */}
        <p
          className={`${classes.text} ${classes.muted} ${classes.divider}`}
          suppressHydrationWarning
        >
          © {year} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
