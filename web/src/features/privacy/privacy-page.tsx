import { Anchor, Box, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { noticeValues } from '@institute/core/site-setting/privacy-defaults';
import { SETTING_DEFAULTS } from '@institute/core/site-setting/schema';
import { PageHero } from '../../components/page-hero';
import { PublicLayout } from '../../components/public-layout';
import { usePublicHome } from '../../lib/public-home-query';
import { usePageMeta } from '../../components/use-page-meta';
import { noticeBlocks, type NoticeBlock } from './notice-blocks';

const LANGUAGES = [
  { lang: 'en', id: 'notice-en', name: 'English', title: 'Personal Data Notice' },
  { lang: 'ms', id: 'notice-ms', name: 'Bahasa Malaysia', title: 'Notis Data Peribadi' },
] as const;

/** The text with the institute's address as a link to write to, wherever it stands. */
function WithEmailLink({ text, email }: { text: string; email: string }) {
  return text.split(email).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <Anchor key={index} href={`mailto:${email}`} underline="always">
            {email}
          </Anchor>,
          part,
        ],
  );
}

function Block({ block, email }: { block: NoticeBlock; email: string }) {
  if (block.kind === 'heading') {
    return (
      <Title order={3} fz={{ base: 20, md: 22 }} mt="sm">
        {block.text}
      </Title>
    );
  }
  if (block.kind === 'list') {
    return (
      <List spacing="xs">
        {block.items.map((item) => (
          <List.Item key={item}>
            <WithEmailLink text={item} email={email} />
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <Text>
      <WithEmailLink text={block.text} email={email} />
    </Text>
  );
}

/**
 * The personal data notice (PDPA s7) in English and Bahasa Malaysia. Both are on the page (and in
 * the prerendered HTML), each in a section with its own lang, and each a click away at the top.
 * The texts are settings; until the site's settings arrive the defaults are shown.
 */
export function PrivacyPage() {
  const { data } = usePublicHome();
  const settings = data?.settings;
  usePageMeta(
    'Personal Data Notice',
    'How the institute handles applicants’ personal data, in English and Bahasa Malaysia.',
  );
  const notice = settings?.privacy_notice ?? SETTING_DEFAULTS.privacy_notice.value;
  const noticeSettings = {
    site_name: settings?.site_name || SETTING_DEFAULTS.site_name.value,
    contact_email: settings?.contact_email || SETTING_DEFAULTS.contact_email.value,
    retention: settings?.retention ?? SETTING_DEFAULTS.retention.value,
  };

  return (
    <PublicLayout>
      <PageHero
        title="Personal Data Notice"
        subtitle={
          <>
            <span lang="ms">Notis Data Peribadi</span>
          </>
        }
      />
      <Container size="md" py={{ base: 40, md: 64 }}>
        <Stack gap={48}>
          <Box component="nav" aria-label="Language / Bahasa">
            <Group gap="lg">
              {LANGUAGES.map((language) => (
                <Anchor key={language.lang} href={`#${language.id}`} lang={language.lang} fw={600}>
                  {language.name}
                </Anchor>
              ))}
            </Group>
          </Box>
          {LANGUAGES.map((language) => (
            <Stack
              key={language.lang}
              component="section"
              id={language.id}
              lang={language.lang}
              aria-labelledby={`${language.id}-title`}
              gap="md"
              style={{ scrollMarginTop: 80 }}
            >
              <Title order={2} id={`${language.id}-title`} fz={{ base: 24, md: 28 }}>
                {language.title} ({language.name})
              </Title>
              {noticeBlocks(notice[language.lang], noticeValues(noticeSettings, language.lang)).map(
                (block, index) => (
                  <Block key={index} block={block} email={noticeSettings.contact_email} />
                ),
              )}
            </Stack>
          ))}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
