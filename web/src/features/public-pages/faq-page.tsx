import { Accordion, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import { Link } from '@tanstack/react-router';
import { PageHero } from '../../components/page-hero';
import { PublicLayout } from '../../components/public-layout';
import { usePublicHome } from '../../lib/public-home-query';
import { SITE } from '../../components/site-defaults';
import { usePageMeta } from '../../components/use-page-meta';
import { FAQ_GROUPS } from './faq-content';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export function FaqPage() {
  const { data } = usePublicHome();
  const email = data?.settings.contact_email || SITE.email;
  usePageMeta(
    'Frequently Asked Questions',
    'Answers about the institute, our courses and programs, registration, the learning experience and how to contact us.',
  );

  return (
    <PublicLayout>
      <PageHero
        title="Frequently Asked Questions"
        subtitle="Answers to the questions we hear most often. If yours is not here, write to us."
      />
      <Container size="md" py={{ base: 48, md: 72 }}>
        <Stack gap={48}>
          {FAQ_GROUPS.map((group) => {
            const id = `faq-${slug(group.title)}`;
            return (
              <Stack key={group.title} gap="md" component="section" aria-labelledby={id}>
                <Title order={2} id={id} fz={{ base: 24, md: 28 }}>
                  {group.title}
                </Title>
                <Accordion variant="separated" radius="md" chevronPosition="right">
                  {group.items.map((item) => (
                    <Accordion.Item key={item.question} value={item.question}>
                      <Accordion.Control>
                        <Text fw={600} component="span">
                          {item.question}
                        </Text>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <Text>{item.answer}</Text>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </Stack>
            );
          })}

          <Card radius="lg" padding="xl" bg="saffron.0">
            <Stack gap="sm" align="flex-start">
              <Title order={2} fz={{ base: 24, md: 28 }}>
                Still have questions?
              </Title>
              <Text>
                E-mail us at{' '}
                <Anchor href={`mailto:${email}`} fw={600}>
                  {email}
                </Anchor>{' '}
                or start your application; an advisor will help you.
              </Text>
              <Button component={Link} to="/enroll">
                Apply Now
              </Button>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
