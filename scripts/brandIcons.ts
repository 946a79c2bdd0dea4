/**
 * Which app icons a brand's build lists in its web manifest, and where each comes from: a PNG in
 * brands/<id>/assets/ (npm run brand:new makes them from the logo, the maskable one padded to the
 * safe zone) or, when the folder has none, rendered at build time from the brand's SVG icon. A
 * brand whose icon is not an SVG must bring the PNGs, or its manifest would list files that 404.
 */

/** PNG icon sizes: 180 for iOS home screens, 192 and 512 for installability. */
export const ICON_SIZES = [180, 192, 512] as const;

/** The maskable icon: the logo inside the central safe zone, on the brand's background. */
export const MASKABLE_ICON = 'icon-maskable-512.png';

export const iconFile = (size: number) => `icon-${size}.png`;

export type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };

export type IconPlan = {
  /** Sizes to render from the SVG icon, because the assets folder has no PNG for them. */
  render: number[];
  manifest: ManifestIcon[];
  /** Files the manifest would list that nothing provides; the build stops naming them. */
  missing: string[];
};

/** `icon` is brand.json's assets.icon ('/brand/icon.svg'); `assetFiles` the assets folder's names. */
export function brandIcons(assetFiles: readonly string[], icon: string): IconPlan {
  const has = new Set(assetFiles);
  const iconName = icon.split('/').pop() ?? '';
  const svgIcon = iconName.endsWith('.svg') && has.has(iconName);
  const render = ICON_SIZES.filter((size) => !has.has(iconFile(size)));
  const missing = [
    ...(has.has(iconName) ? [] : [iconName]),
    ...(svgIcon ? [] : render.map(iconFile)),
  ];
  const png = (name: string, size: number, purpose: string): ManifestIcon => ({
    src: `/brand/${name}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    render: svgIcon ? [...render] : [],
    manifest: [
      png(iconFile(192), 192, 'any'),
      png(iconFile(512), 512, 'any'),
      png(has.has(MASKABLE_ICON) ? MASKABLE_ICON : iconFile(512), 512, 'maskable'),
      ...(svgIcon ? [{ src: icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }] : []),
    ],
    missing,
  };
}
