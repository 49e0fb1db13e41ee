import type { StoreScope } from '../scope.ts';
import type { BrandImagesBody, ComingSoonBody, SitewideBannerBody, StoreSettingsView } from '../../../schemas/store-settings.ts';
import { changeDivisionSettings } from './division-settings.ts';
import { listSearchRedirectItems } from './search-redirect-editor.ts';
import { findDivisionById } from '../divisions.ts';
import { hashPassword } from '../../../platform/security/passwords.ts';

// /dashboard/store/settings/: the store-wide settings an owner changes.

/** The settings screen's state, read fresh (the scope's division may predate a save). */
export async function readStoreSettings(scope: StoreScope): Promise<StoreSettingsView> {
  const division = (await findDivisionById(scope.db, scope.division.id)) ?? scope.division;
  const { settings } = division;
  const banner = settings.sitewideBanner;
  const soon = settings.comingSoonPageData;
  return {
    division: { id: division.id, subdomain: division.subdomain },
    sitewideBanner: {
      enabled: banner.enabled,
      text: banner.text,
      href: banner.href ?? '',
      backgroundColor: banner.backgroundColor ?? '',
      textColor: banner.textColor ?? '',
    },
    images: { logo: division.logo ?? '', favicon: settings.favicon ?? '', ogImage: settings.meta.ogImage ?? '' },
    passwordProtected: settings.passwordProtected && settings.storePasswordHash !== null,
    comingSoon: { enabled: soon.enabled, title: soon.title, message: soon.message, launchAt: soon.launchAt },
    customDomainName: division.customDomainName ?? '',
    searchRedirects: await listSearchRedirectItems(scope),
  };
}

/** Empty text means "none": the stored settings leave the key out. */
const orUndefined = (value: string): string | undefined => (value === '' ? undefined : value);

export async function saveSitewideBanner(scope: StoreScope, banner: SitewideBannerBody): Promise<void> {
  await changeDivisionSettings(scope, (settings) => ({
    ...settings,
    sitewideBanner: {
      enabled: banner.enabled,
      text: banner.text,
      href: orUndefined(banner.href),
      backgroundColor: orUndefined(banner.backgroundColor),
      textColor: orUndefined(banner.textColor),
    },
  }));
}

export async function saveBrandImages(scope: StoreScope, images: BrandImagesBody): Promise<void> {
  await changeDivisionSettings(
    scope,
    (settings) => ({ ...settings, favicon: orUndefined(images.favicon), meta: { ...settings.meta, ogImage: orUndefined(images.ogImage) } }),
    { logo: images.logo === '' ? null : images.logo },
  );
}

/** Sets the visitor password and turns protection on; visitors who entered the old one must enter the new one. */
export async function setStorePassword(scope: StoreScope, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await changeDivisionSettings(scope, (settings) => ({ ...settings, passwordProtected: true, storePasswordHash: hash }));
}

/** Opens the store to everyone again. */
export async function clearStorePassword(scope: StoreScope): Promise<void> {
  await changeDivisionSettings(scope, (settings) => ({ ...settings, passwordProtected: false, storePasswordHash: null }));
}

export async function saveComingSoon(scope: StoreScope, comingSoon: ComingSoonBody): Promise<void> {
  await changeDivisionSettings(scope, (settings) => ({ ...settings, comingSoonPageData: { ...comingSoon } }));
}

/** Who takes the store's payments (teemill: the platform; direct: the store's own account) and its connected accounts. */
export async function savePaymentProcessor(scope: StoreScope, processor: { type?: 'teemill' | 'direct'; accounts?: string[] }): Promise<void> {
  await changeDivisionSettings(scope, (settings) => ({ ...settings, paymentProcessor: { ...settings.paymentProcessor, ...processor } }));
}
