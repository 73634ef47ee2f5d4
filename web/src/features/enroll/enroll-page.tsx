import { lazy, Suspense } from 'react';
import {
  Box,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
import { PageHero } from '../../components/page-hero';
import { PublicLayout } from '../../components/public-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { useHydrated } from '../../lib/use-hydrated';
import { OVERVIEW } from './lib/overview';
import classes from './components/enroll.module.css';

/**
 * The form and everything it needs (react-hook-form, the schemas, Mantine's inputs) are a chunk
 * of their own: the page hydrates without evaluating them, and they are evaluated in a task of
 * their own. Fetched as soon as this page's code runs: the form mounts right after hydration.
 */
const loadEnrollForm = () => import('./enroll-form');
const EnrollForm = lazy(loadEnrollForm);
if (typeof window !== 'undefined') void loadEnrollForm();

interface EnrollPageProps {
  /** The course title from `?course=`, chosen on a course card. */
  courseTitle?: string;
}

export function EnrollPage({ courseTitle }: EnrollPageProps) {
  usePageMeta(
    'Enroll',
    'Apply for a course in Krishna consciousness: a six-step online application for Bhakti-shastri, Bhakti-vaibhava and our other courses.',
  );
  // The form starts from this browser's draft, which the prerendered page cannot know: the page
  // is prerendered with a placeholder, and the form comes right after hydration.
  const hydrated = useHydrated();

  return (
    <PublicLayout>
      <PageHero
        title="Course Enrollment Application"
        subtitle="Apply for a course in six short steps. It takes about ten minutes, and your answers are kept on this device until you send them."
      />
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={40}>
          <Box component="section" aria-labelledby="overview-title">
            <Title order={2} id="overview-title" fz={{ base: 22, md: 26 }} mb="md">
              How it works
            </Title>
            <SimpleGrid
              component="ol"
              cols={{ base: 1, sm: 3 }}
              spacing="md"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {OVERVIEW.map((item, index) => (
                <Group key={item.title} component="li" wrap="nowrap" align="flex-start" gap="sm">
                  <span className={classes.overviewNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <Text fw={700}>{item.title}</Text>
                    <Text size="sm" c="dimmed">
                      {item.text}
                    </Text>
                  </div>
                </Group>
              ))}
            </SimpleGrid>
          </Box>
          {hydrated ? (
            <Suspense fallback={<FormPlaceholder />}>
              <EnrollForm courseTitle={courseTitle} />
            </Suspense>
          ) : (
            <FormPlaceholder />
          )}
        </Stack>
      </Container>
    </PublicLayout>
  );
}

/** Stands where the form will be, about its size, until the browser has taken over the page. */
function FormPlaceholder() {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="sm"
      mih={640}
      aria-busy="true"
    >
      <Stack gap="lg">
        <Text fw={600} size="sm" role="status">
          Loading the application form…
        </Text>
        <noscript>
          <Text>
            The application form needs JavaScript. Please turn it on in your browser to apply
            online.
          </Text>
        </noscript>
        <Skeleton height={8} radius="xl" />
        <Skeleton height={48} />
        <Skeleton height={28} width="50%" />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    </Paper>
  );
}
