import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/List.css';
import { Link } from '@tanstack/react-router';
import { PageHero } from '../../components/page-hero';
import { PublicLayout } from '../../components/public-layout';
import { usePublicHome } from '../../lib/public-home-query';
import { SITE } from '../../components/site-defaults';
import { usePageMeta } from '../../components/use-page-meta';
import classes from './public-pages.module.css';
import { WhatsAppLink } from '../../components/whatsapp-link';

const STEPS = [
  {
    title: 'Course Selection',
    text: 'Browse our courses and choose the one that suits your stage of study, schedule and language.',
  },
  {
    title: 'Application Submission',
    text: 'Complete the online application form with your personal details, spiritual background and course choice.',
  },
  {
    title: 'Orientation',
    text: 'Join a brief orientation session to meet the faculty and your fellow students and learn how the course runs.',
  },
  {
    title: 'Begin',
    text: 'Receive access to the course materials and class schedule, and begin your studies.',
  },
];

export function AdmissionPage() {
  const { data } = usePublicHome();
  const email = data?.settings.contact_email || SITE.email;
  usePageMeta(
    'Admission Process',
    'How to join a course: four steps from course selection to your first class, course prerequisites, admission requirements and fees.',
  );

  return (
    <PublicLayout>
      <PageHero
        title="Admission Process"
        subtitle="Four simple steps from choosing a course to your first class."
      />
      <Container size="md" py={{ base: 48, md: 72 }}>
        <Stack gap={56}>
          <Stack gap="lg" component="section" aria-labelledby="steps">
            <Title order={2} id="steps">
              How to Join
            </Title>
            <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
              {STEPS.map((step, index) => (
                <Group key={step.title} component="li" wrap="nowrap" align="flex-start" gap="md">
                  <span className={classes.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <Title order={3} fz="lg">
                      <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                      {step.title}
                    </Title>
                    <Text>{step.text}</Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </Stack>

          <Stack gap="lg" component="section" aria-labelledby="prerequisites">
            <Title order={2} id="prerequisites">
              Course Prerequisites
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Card withBorder radius="md" padding="lg">
                <Title order={3} fz="lg" mb="xs">
                  Bhakti-shastri
                </Title>
                <Text>
                  Bhakti-shastri needs a commitment to 16 daily rounds and adherence to 4 regulative
                  principles.
                </Text>
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={3} fz="lg" mb="xs">
                  Bhakti-vaibhava
                </Title>
                <Stack gap="xs">
                  <Text>
                    Bhakti-vaibhava requires completion of Bhakti-shastri, a recommendation letter,
                    and attendance 5 days a week.
                  </Text>
                  <Text>
                    Bhakti-vaibhava classes run 2 hours, Monday to Friday (8pm-10pm Malaysia time,
                    5:30pm-7:30pm India time).
                  </Text>
                </Stack>
              </Card>
            </SimpleGrid>
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="requirements">
            <Title order={2} id="requirements">
              Admission Requirements
            </Title>
            <List spacing="xs">
              <List.Item>
                A sincere interest in studying the scriptures and applying their teachings
              </List.Item>
              <List.Item>A completed online application form</List.Item>
              <List.Item>The prerequisites of the chosen course, where it has any</List.Item>
              <List.Item>
                Regular attendance and completion of assignments and assessments
              </List.Item>
              <List.Item>Access to the internet and a device for online classes</List.Item>
            </List>
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="finances">
            <Title order={2} id="finances">
              Financial Considerations
            </Title>
            <Text>
              Most of our courses are free of charge. Some carry a nominal fee for study materials,
              which we tell you about before the course begins. Scholarships are available for
              students who need help with costs; mention it in your application or write to us.
            </Text>
          </Stack>

          <Card radius="lg" padding="xl" bg="saffron.0" component="section" aria-labelledby="apply">
            <Stack gap="sm" align="flex-start">
              <Title order={2} id="apply">
                Ready to begin?
              </Title>
              <Text>
                Apply online in a few minutes. Questions first? E-mail us at{' '}
                <Anchor href={`mailto:${email}`} fw={600}>
                  {email}
                </Anchor>
                .
              </Text>
              <WhatsAppLink />
              <Button component={Link} to="/enroll" size="md">
                Apply Now
              </Button>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
