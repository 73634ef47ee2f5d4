import { useDeferredValue, useEffect } from 'react';
import { PublicLayout } from '../../components/public-layout';
import { usePublicHome } from '../../lib/public-home-query';
import { usePageMeta } from '../../components/use-page-meta';
import { SITE } from '../../components/site-defaults';
import { HeroSection } from './components/hero-section';
import { AboutSection } from './components/about-section';
import { StatisticsSection } from './components/statistics-section';
import { CoursesSection } from './components/courses-section';
import { TestimonialsSection } from './components/testimonials-section';
import { TeamSection } from './components/team-section';

export function HomePage() {
  const { data, error, isPending } = usePublicHome();
  usePageMeta(null, data?.settings.site_description || SITE.description);
  // The lists fill in at low priority: one big render the browser may interrupt for input or a
  // frame, instead of a long task right after the page became interactive.
  const home = useDeferredValue(data);
  const loading = useDeferredValue(isPending);

  useEffect(() => {
    // A failed load leaves the lists empty; the reason goes to the console only.
    if (error) console.error('Could not load the home page content', error);
  }, [error]);

  return (
    <PublicLayout>
      <HeroSection home={home} />
      <AboutSection home={home} />
      <StatisticsSection home={home} ready={!loading} />
      <CoursesSection courses={home?.courses ?? []} loading={loading} />
      <TestimonialsSection testimonials={home?.testimonials ?? []} loading={loading} />
      <TeamSection members={home?.team_members ?? []} loading={loading} />
    </PublicLayout>
  );
}
