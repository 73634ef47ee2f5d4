import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ABOUT_TEXT } from '../../../components/site-defaults';
import type { PublicHome } from '@institute/core/home/service';
import { sectionContent, textOf } from '../../../lib/public-home-query';
import { SiteLogo } from '../../../components/site-logo';
import classes from './home.module.css';

export function AboutSection({ home }: { home: PublicHome | undefined }) {
  const content = sectionContent(home, 'about');
  const title = textOf(content, 'title') ?? ABOUT_TEXT.title;
  const body = textOf(content, 'body') ?? ABOUT_TEXT.body;

  return (
    <Box component="section" id="about" aria-labelledby="about-title" py={{ base: 64, md: 96 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <div className={classes.emblem}>
            <SiteLogo size={160} />
          </div>
          <Stack gap="md">
            <Text tt="uppercase" fw={700} fz="xs" c="saffron.8" style={{ letterSpacing: '0.12em' }}>
              Who we are
            </Text>
            <Title order={2} id="about-title" fz={{ base: 28, md: 36 }}>
              {title}
            </Title>
            <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
              {body}
            </Text>
            <Group gap="xs">
              <Badge variant="light" size="lg">
                Bhakti-shastri exam centre
              </Badge>
              <Badge variant="light" size="lg">
                Bhakti-vaibhava exam centre
              </Badge>
            </Group>
            <div>
              <Button component={Link} to="/about" variant="outline" size="md">
                Read More
                {/* Search engines and screen readers get a link text that says where it goes. */}
                <VisuallyHidden>&nbsp;about the institute</VisuallyHidden>
              </Button>
            </div>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
