import {
  Anchor,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/List.css';
import {
  IconBook,
  IconCertificate,
  IconExternalLink,
  IconHeartHandshake,
  IconUsers,
  IconWorld,
  IconCheck,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageHero } from '../../components/page-hero';
import { PublicLayout } from '../../components/public-layout';
import { SiteLogo } from '../../components/site-logo';
import { SITE } from '../../components/site-defaults';
import { usePageMeta } from '../../components/use-page-meta';
import classes from './public-pages.module.css';

/** The board's public page, which lists the approved examination centres. */
const EXAM_BOARD_URL = 'https://iskconeducation.org/board-of-examinations/';

const STRENGTHS = [
  {
    icon: IconBook,
    title: 'Scripture at the centre',
    text: 'Every course follows the original texts and purports, studied verse by verse with experienced teachers.',
  },
  {
    icon: IconCertificate,
    title: 'Recognised qualifications',
    text: 'Bhakti-shastri and Bhakti-vaibhava students sit the official examinations and receive recognised certificates.',
  },
  {
    icon: IconWorld,
    title: 'Learn from anywhere',
    text: 'Classes are held online, so students in Malaysia, Singapore, India and around the world learn together.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Free and open',
    text: 'Most courses are free; a few carry a nominal fee for materials. Scholarships are available.',
  },
  {
    icon: IconUsers,
    title: 'A caring community',
    text: 'Small groups, personal guidance and fellow students who support each other in study and practice.',
  },
];

export function AboutPage() {
  usePageMeta(
    'About Us',
    `Our mission, affiliation and educational philosophy: ${SITE.name} offers structured courses in Krishna consciousness and is an official exam centre for Bhakti-shastri and Bhakti-vaibhava.`,
  );

  return (
    <PublicLayout>
      <PageHero
        title="About Us"
        subtitle="A home for the systematic study of Krishna consciousness, rooted in Ipoh and open to the world."
      >
        <SiteLogo size={64} />
      </PageHero>

      <Container size="md" py={{ base: 48, md: 72 }}>
        <Stack gap={56}>
          <Stack gap="sm" component="section" aria-labelledby="mission">
            <Title order={2} id="mission">
              Our Mission
            </Title>
            <Text size="lg">
              We exist to make the timeless teachings of the Bhagavad-gita and Srimad-Bhagavatam
              accessible to sincere students, through structured courses that combine careful study,
              daily spiritual practice and personal guidance. Our aim is not only knowledge, but a
              transformed life of devotion and service.
            </Text>
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="affiliation">
            <Title order={2} id="affiliation">
              Our Affiliation
            </Title>
            <Text>
              The institute is an initiative registered under a branch of a devotional society in
              Ipoh, Malaysia. It is an official examination centre for the Bhakti-shastri and
              Bhakti-vaibhava courses under the Board of Examinations, which sets the standards for
              these scriptural degrees and approves the centres that award them.
            </Text>
            <div>
              <Anchor
                href={EXAM_BOARD_URL}
                target="_blank"
                rel="noopener noreferrer"
                fw={600}
                display="inline-flex"
                style={{ alignItems: 'center', gap: 6 }}
              >
                See the Board of Examinations listing
                <IconExternalLink size={16} aria-hidden="true" />
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </Anchor>
            </div>
          </Stack>

          <Stack gap="lg" component="section" aria-labelledby="apart">
            <Title order={2} id="apart">
              What Sets Us Apart
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.strengths}>
              {STRENGTHS.map(({ icon: Icon, title, text }) => (
                <Card key={title} withBorder radius="md" padding="lg">
                  <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                    <Icon size={24} aria-hidden="true" />
                  </ThemeIcon>
                  <Title order={3} fz="lg" mb={6}>
                    {title}
                  </Title>
                  <Text size="sm">{text}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="philosophy">
            <Title order={2} id="philosophy">
              Our Educational Philosophy
            </Title>
            <Text>
              We follow the traditional principle that spiritual knowledge is received through
              hearing from authorised sources, understood through reflection, and realised through
              practice. Our courses therefore balance:
            </Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <IconCheck size={14} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              <List.Item>Systematic study of the texts, with assignments and assessments</List.Item>
              <List.Item>
                Daily sadhana (spiritual practice) that brings the teachings to life
              </List.Item>
              <List.Item>Discussion and questions in a respectful, supportive group</List.Item>
              <List.Item>Application of the teachings in family, work and service</List.Item>
            </List>
          </Stack>

          <Card component="section" aria-labelledby="join" radius="lg" padding="xl" bg="saffron.0">
            <Stack gap="sm" align="flex-start">
              <Title order={2} id="join">
                Join Us
              </Title>
              <Text>
                Whether you are taking your first steps or preparing for advanced study, there is a
                place for you here. Browse our courses and apply online; our advisors will help you
                choose the right course.
              </Text>
              <Button component={Link} to="/enroll" size="md">
                Apply Now
              </Button>
            </Stack>
          </Card>

          <figure className={classes.quote}>
            <blockquote>
              “To those who are constantly devoted to serving Me with love, I give the understanding
              by which they can come to Me.”
            </blockquote>
            <figcaption>Bhagavad-gita 10.10</figcaption>
          </figure>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
