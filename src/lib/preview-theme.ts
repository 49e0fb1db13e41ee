/** Any store page accepts ?preview-theme={name} to render with that theme. */
export const PREVIEW_THEME_PARAM = 'preview-theme';

export function previewThemeOf(url: URL): string | undefined {
  const name = url.searchParams.get(PREVIEW_THEME_PARAM);
  return name === null || name === '' ? undefined : name;
}
