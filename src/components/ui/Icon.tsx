/**
 * The app's icons: small stroked SVGs drawn on a 24-unit grid, inheriting the text colour.
 * Decorative by default (aria-hidden): the text beside an icon carries the meaning. Usable from
 * islands and, rendered without a client directive, from Astro pages.
 */
const PATHS = {
  // The brand mark: a needle threading a loop, the maker's gesture.
  brand: 'M5 19 19 5M15.5 4.5l4 4M8 12c-3.5-1-5.5 1.5-4.5 4s5 3 6.5 0M12 16c1 3.5 3.5 5 6 4s3-5.5 0-6.5',
  image_de_marque: 'M12 3a9 9 0 1 0 0 18c1.4 0 2-1 2-2 0-1.6-1.6-1.8-1.6-3.2 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4c0-4-4-7-9-7ZM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01',
  parcours_client: 'M4 19c2.5 0 3-3 6-3s3.5 3 6 3M7 9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM17 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM7 9.5V13M17 12.5V16',
  gamme_de_tarifs: 'M3 12V4h8l10 10-8 8L3 12ZM7.5 8h.01M10 15l4-4',
  no_domain: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM8 12h8',
  home: 'M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  catalogue: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  parcours: 'M6 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM18 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM8 18h7a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h7',
  menu: 'M4 7h16M4 12h16M4 17h16',
  check: 'M5 12.5 10 17 19 7',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  arrow_right: 'M5 12h14M13 6l6 6-6 6',
  arrow_left: 'M19 12H5M11 6l-6 6 6 6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  chart: 'M4 4v16h16M7 15l4-4 3 3 5-6',
  sparkles: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  sign_out: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2',
  // A printer: printable worksheets (an emoji needs a font that has it, and showed as a box).
  print: 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7zM17 12h.01',
  // Two linked rings: working together.
  collaboration: 'M9 15a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM15 19a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  // Two people: the members list (decision 025).
  members: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM3 20c0-3.5 2.7-6 6-6s6 2.5 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2 .8 3 3 3 6',
  cloud_off: 'M3 3l18 18M8 8a5 5 0 0 0-3 9h11M12 6a5 5 0 0 1 5.5 4A3.5 3.5 0 0 1 20 16',
} as const;

export type IconName = keyof typeof PATHS;

export default function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The icon of a card domain (unknown or no domain: a neutral one). */
export function domainIcon(domain: string | null | undefined): IconName {
  return domain === 'image_de_marque' || domain === 'parcours_client' || domain === 'gamme_de_tarifs' ? domain : 'no_domain';
}
