import { SITE } from '../../../lib/site';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AboutHero } from '../components/AboutHero';
import { CompanyInformation } from '../components/CompanyInformation';
import { OurMission } from '../components/OurMission';
import { OurStory } from '../components/OurStory';

/** About: hero, Our Story, Our Mission and Company Information. */
export function AboutPage() {
  usePageMeta({
    title: `About ${SITE.name}`,
    description: `${SITE.name} is a selective membership club for women’s wear from Kerala, founded in ${SITE.founded}: members-only designs in every size up to 8XL.`,
  });
  return (
    <>
      <AboutHero />
      <OurStory />
      <OurMission />
      <CompanyInformation />
    </>
  );
}
