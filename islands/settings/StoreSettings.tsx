import type { StoreSettingsView } from '../../src/schemas/store-settings.ts';
import BannerSettings from './BannerSettings.tsx';
import ImageSettings from './ImageSettings.tsx';
import DomainSettings from './DomainSettings.tsx';
import SearchRedirectSettings from './SearchRedirectSettings.tsx';
import { ComingSoonSettings, PasswordSettings } from './AccessSettings.tsx';
import '../account/account.css';
import './settings.css';

/** /dashboard/store/settings/: each section saves on its own through the settings calls. */
export default function StoreSettings({ settings, subdomainHost }: { settings: StoreSettingsView; subdomainHost: string }) {
  const division = settings.division.id;
  return (
    <div className="pf-settings-sections">
      <section className="pf-settings-section">
        <BannerSettings division={division} initial={settings.sitewideBanner} />
      </section>
      <section className="pf-settings-section">
        <ImageSettings division={division} initial={settings.images} />
      </section>
      <section className="pf-settings-section">
        <SearchRedirectSettings division={division} initial={settings.searchRedirects} />
      </section>
      <section className="pf-settings-section">
        <PasswordSettings division={division} protectedNow={settings.passwordProtected} />
      </section>
      <section className="pf-settings-section">
        <ComingSoonSettings division={division} initial={settings.comingSoon} />
      </section>
      <section className="pf-settings-section">
        <DomainSettings division={division} initial={settings.customDomainName} subdomainHost={subdomainHost} />
      </section>
    </div>
  );
}
