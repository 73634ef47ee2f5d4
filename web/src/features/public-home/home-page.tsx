import { useEffect } from 'react';
import { PublicLayout } from '../../components/public-layout';
import { usePublicHome } from '../../components/public-home-query';
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

  useEffect(() => {
    // A failed load leaves the lists empty; the reason goes to the console only.
    if (error) console.error('Could not load the home page content', error);
  }, [error]);

  return (
    <PublicLayout>
      <HeroSection home={data} />
      <AboutSection home={data} />
      <StatisticsSection home={data} ready={!isPending} />
      <CoursesSection courses={data?.courses ?? []} loading={isPending} />
      <TestimonialsSection testimonials={data?.testimonials ?? []} loading={isPending} />
      <TeamSection members={data?.team_members ?? []} loading={isPending} />
    </PublicLayout>
  );
}
