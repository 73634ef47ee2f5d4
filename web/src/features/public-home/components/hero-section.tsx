import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { HERO_TEXT } from '../../../components/site-defaults';
import type { PublicHome } from '@institute/core/home/service';
import { sectionContent, textOf } from '../../../lib/public-home-query';
import classes from './home.module.css';

function scrollToCourses() {
  const target = document.getElementById('courses');
  if (!target) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  // Keyboard users continue from the courses section, not from the hero.
  target.focus({ preventScroll: true });
}

export function HeroSection({ home }: { home: PublicHome | undefined }) {
  const content = sectionContent(home, 'hero');
  const settings = home?.settings.hero_section;
  const eyebrow = textOf(content, 'eyebrow') ?? HERO_TEXT.eyebrow;
  const title = textOf(content, 'title') ?? (settings?.title || HERO_TEXT.title);
  const description =
    textOf(content, 'description') ?? (settings?.subtitle || HERO_TEXT.description);
  const buttonText = settings?.button_text || HERO_TEXT.buttonText;

  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 72, md: 112 }} className={classes.heroGrid}>
        <Stack gap="lg" maw={720}>
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            {title}
          </Title>
          <Text className={classes.heroText}>{description}</Text>
          <div>
            <Button
              size="lg"
              variant="white"
              color="saffron.9"
              rightSection={<IconArrowDown size={20} aria-hidden="true" />}
              onClick={scrollToCourses}
            >
              {buttonText}
            </Button>
          </div>
        </Stack>
        {/* Built-in artwork in the site's palette (a lotus at dawn); decorative, so no alt text. */}
        <img
          src="/art/hero-lotus.svg"
          alt=""
          width={480}
          height={480}
          className={classes.heroArt}
          decoding="async"
        />
      </Container>
    </Box>
  );
}
