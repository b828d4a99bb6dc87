import { useTranslation } from '../../../lib/i18n';
import { SITE } from '../../../lib/site';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AboutHero } from '../components/AboutHero';
import { CompanyInformation } from '../components/CompanyInformation';
import { OurMission } from '../components/OurMission';
import { OurStory } from '../components/OurStory';
import { COMPANY } from '../i18n';

/** About: hero, Our Story, Our Mission and Company Information. */
export function AboutPage() {
  const { t } = useTranslation(COMPANY);
  const words = { brand: SITE.name, founded: SITE.founded };
  usePageMeta({ title: t('meta.title', words), description: t('meta.description', words) });
  return (
    <>
      <AboutHero />
      <OurStory />
      <OurMission />
      <CompanyInformation />
    </>
  );
}
