import { lazy, Suspense } from 'react';
import {
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
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
import classes from './public-footer.module.css';

// Only sites that set a WhatsApp number fetch the link's code: / stays within its size budget.
const WhatsAppLink = lazy(() =>
  import('./whatsapp-link').then((module) => ({ default: module.WhatsAppLink })),
);

/** The social links in the order shown; each is shown only when its setting is filled. */
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
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <SiteLogo size={44} />
              <Text fw={700} ff="heading" size="lg">
                {siteName}
              </Text>
            </Group>
            <Text size="sm" className={classes.muted}>
              {text}
            </Text>
          </Stack>

          <Box component="nav" aria-label="Footer">
            <Title order={2} className={classes.heading}>
              Quick Links
            </Title>
            <Stack gap={2} align="flex-start">
              <Link to="/about" className={classes.link}>
                About Us
              </Link>
              <Link to="/" hash="courses" className={classes.link}>
                Courses
              </Link>
              <Link to="/admission" className={classes.link}>
                Admission Process
              </Link>
              <Link to="/" hash="contact" className={classes.link}>
                Contact
              </Link>
              <Link to="/faq" className={classes.link}>
                FAQ
              </Link>
              <Link to="/application-status" className={classes.link}>
                Application Status
              </Link>
              <Link to="/privacy" className={classes.link}>
                Privacy Notice <span lang="ms">(Notis Privasi)</span>
              </Link>
            </Stack>
          </Box>

          <Box id="contact">
            <Title order={2} className={classes.heading}>
              Contact Us
            </Title>
            <Stack gap={2} align="flex-start">
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
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              ))}
            </Stack>
          </Box>
        </SimpleGrid>

        {/* The prerendered page carries its build year; a new year after the build is no error. */}
        <Text
          size="sm"
          ta="center"
          className={`${classes.muted} ${classes.divider}`}
          suppressHydrationWarning
        >
          © {year} {siteName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
