import type { ImageRecord } from './images';
import { BASE_DATE, DAY, seededFaker } from './seed-support';
import type { TableDump } from './table';

const SEED = 20261015;

/** A photo of the public placeholder service the system designs use too (stock-images.ts). */
type StockPhoto = [picsumId: number, name: string, width: number, height: number];

const THUMBNAIL_WIDTH = 300;

const LIBRARIES: Record<string, StockPhoto[]> = {
  // More than one page of 24, so the library pages.
  avery: [
    [1018, 'autumn-hero-mountains.jpg', 1200, 600],
    [1015, 'river-valley.jpg', 1200, 800],
    [1043, 'forest-trail.jpg', 1200, 800],
    [1036, 'winter-ridge.jpg', 1200, 800],
    [1039, 'waterfall-hike.jpg', 1200, 800],
    [1044, 'misty-lake.jpg', 1200, 800],
    [1050, 'coastal-cliffs.jpg', 1200, 800],
    [1056, 'campfire-night.jpg', 1200, 800],
    [1062, 'trail-runner-product.png', 800, 800],
    [1025, 'field-dog-mascot.jpg', 800, 800],
    [1074, 'lion-logo-badge.png', 800, 800],
    [1080, 'strawberries-recipe.jpg', 1200, 700],
    [1084, 'walrus-expedition.jpg', 1200, 800],
    [110, 'meadow-path.jpg', 1200, 800],
    [111, 'vintage-wagon.jpg', 1200, 800],
    [119, 'laptop-desk-flatlay.jpg', 1200, 800],
    [129, 'city-bike-commute.jpg', 1200, 800],
    [137, 'sunset-shore.jpg', 1200, 800],
    [142, 'cabin-retreat.jpg', 1200, 800],
    [152, 'wildflowers-banner.jpg', 1200, 600],
    [164, 'canyon-overlook.jpg', 1200, 800],
    [167, 'pine-canopy.jpg', 1200, 800],
    [177, 'summit-team.jpg', 1200, 800],
    [184, 'morning-coffee.jpg', 1200, 800],
    [188, 'harbour-boats.jpg', 1200, 800],
    [193, 'boot-detail-closeup.jpg', 800, 800],
    [200, 'highland-cattle.jpg', 1200, 800],
    [219, 'lynx-spotlight.jpg', 1200, 800],
  ],
  frankie: [
    [429, 'sourdough-loaves.jpg', 1200, 800],
    [431, 'espresso-bar.jpg', 1200, 800],
    [488, 'bakehouse-storefront.jpg', 1200, 800],
  ],
  'elena-eu': [
    [1035, 'fjord-kreuzfahrt.jpg', 1200, 800],
    [1040, 'schloss-tour.jpg', 1200, 800],
  ],
  'marketing-sub': [
    [1016, 'newsletter-header-canyon.jpg', 1200, 600],
    [1019, 'spring-launch-sea.jpg', 1200, 800],
    [1022, 'northern-lights-promo.jpg', 1200, 800],
    [1031, 'city-store-opening.jpg', 1200, 800],
  ],
  meridian: [
    [0, 'warehouse-laptop.jpg', 1200, 800],
    [20, 'desk-supplies.jpg', 1200, 800],
    [160, 'mobile-app-launch.jpg', 1200, 800],
    [180, 'notebook-planning.jpg', 1200, 800],
    [201, 'workbench-tools.jpg', 1200, 800],
    [225, 'tea-break-promo.jpg', 1200, 800],
  ],
};

const photoUrl = (id: number, width: number, height: number) => `https://picsum.photos/id/${id}/${width}/${height}`;

/** Each library's photos, the newest first, added a few days apart before the base date. */
export function seedImages(): TableDump<ImageRecord> {
  const faker = seededFaker(SEED);
  const rows = Object.entries(LIBRARIES).flatMap(([owner, photos]) =>
    photos.map(([picsumId, name, width, height], index): ImageRecord => ({
      id: faker.string.uuid(),
      owner,
      name,
      created: new Date((BASE_DATE - (index * 3 + 1) * DAY) * 1000).toISOString(),
      original: photoUrl(picsumId, width, height),
      thumbnail: photoUrl(picsumId, THUMBNAIL_WIDTH, Math.round((THUMBNAIL_WIDTH * height) / width)),
      width,
      height,
    })),
  );
  return { rows, sequence: 0 };
}
