import { getEnv } from '../../env';
import { featureMessages } from '../../i18n/catalogue';
import { marketMessages } from '../../i18n/intl';
import { PageHeader } from '../../layout/PageHeader';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { pharmacovigilanceContact } from '../pharmacovigilanceContact';
import { ReportStartIsland as ReportStart } from './ReportStartIsland';
import { startScreenText } from './startScreenText';
import styles from './ReportWizard.module.css';

/**
 * The adverse-effect report page (spec §2): a server-rendered header and the start screen, whose
 * island loads the wizard when the visitor starts. The wizard receives only the report.* messages of
 * its locale, so the page ships no other catalogue.
 */
export function ReportPage({ ctx }: { ctx: SiteContext }) {
  return (
    <>
      <PageHeader
        ctx={ctx}
        name="report"
        title={routeTitle(ctx, 'report')}
        lead={ctx.intl.tm('route.report.description')}
      />
      <div className={styles.page}>
        <ReportStart
          text={startScreenText((id) => ctx.intl.t(id))}
          wizard={{
            locale: ctx.locale,
            messages: featureMessages(marketMessages(ctx.market, ctx.locale), 'report.'),
            homeHref: ctx.router.href('home', ctx.locale),
            privacyHref: ctx.router.href('privacyPolicy', ctx.locale),
            recaptchaSiteKey: getEnv().NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
            pharmacovigilance: pharmacovigilanceContact(ctx.market),
          }}
        />
      </div>
    </>
  );
}
