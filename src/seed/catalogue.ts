import type { ColourName } from './palette.ts';
import type { GarmentType } from './garments.ts';

/** One product of a demo store: an artwork printed on a garment in some colours. */
export interface DemoProduct {
  design: string;
  garment: GarmentType;
  colours: ColourName[];
  /** Percentage off the price, for the products on sale. */
  saleOff?: number;
  tags: string[];
}

const product = (design: string, garment: GarmentType, colours: ColourName[], tags: string[], saleOff?: number): DemoProduct =>
  saleOff ? { design, garment, colours, tags, saleOff } : { design, garment, colours, tags };

/** Northwind Tees: coastal Scandinavian artwork on calm colours. */
export const DEMO_CATALOGUE: DemoProduct[] = [
  product('Fjord Lines', 't-shirt', ['White', 'Navy', 'Sand'], ['coast', 'minimal']),
  product('Fjord Lines', 'hoodie', ['Navy', 'Heather Grey'], ['coast', 'minimal']),
  product('Midnight Sun', 't-shirt', ['Black', 'Ochre'], ['summer', 'sun'], 20),
  product('Midnight Sun', 'sweater', ['Sand', 'Black'], ['summer', 'sun']),
  product('Pine Ridge', 't-shirt', ['Forest Green', 'White'], ['forest', 'mountains']),
  product('Pine Ridge', 'hoodie', ['Forest Green', 'Black'], ['forest', 'mountains'], 15),
  product('Aurora Bands', 'long-sleeve', ['Black', 'Navy'], ['night', 'sky']),
  product('Aurora Bands', 'tote-bag', ['Natural', 'Black'], ['night', 'sky']),
  product('Sea Stack', 't-shirt', ['Sky Blue', 'White'], ['coast']),
  product('Sea Stack', 'sweater', ['Navy', 'Heather Grey'], ['coast'], 25),
  product('Birch Grove', 'tote-bag', ['Natural'], ['forest', 'botanical']),
  product('Birch Grove', 'long-sleeve', ['White', 'Moss'], ['forest', 'botanical']),
  product('North Star', 'hoodie', ['Black', 'Navy'], ['night', 'sky']),
  product('North Star', 't-shirt', ['Navy', 'White'], ['night', 'sky']),
  product('Harbour Light', 'sweater', ['Ochre', 'Sand'], ['coast', 'retro']),
  product('Harbour Light', 'vest', ['White', 'Sky Blue'], ['coast', 'retro'], 20),
  product('Salt & Stone', 't-shirt', ['Heather Grey', 'Sand'], ['coast', 'minimal']),
  product('Salt & Stone', 'tote-bag', ['Natural', 'Navy'], ['coast', 'minimal']),
  product('Cloudberry', 'sweater', ['Dusty Pink', 'White'], ['botanical']),
  product('Cloudberry', 'vest', ['Dusty Pink', 'White'], ['botanical']),
  product('Tide Chart', 'long-sleeve', ['Navy', 'Sand'], ['coast', 'retro'], 10),
  product('Tide Chart', 'hoodie', ['Heather Grey', 'Navy'], ['coast', 'retro']),
  product('Lighthouse Keeper', 't-shirt', ['White', 'Burgundy'], ['coast', 'typography']),
  product('Lighthouse Keeper', 'tote-bag', ['Natural', 'Burgundy'], ['coast', 'typography']),
  product('Moss Trail', 'sweater', ['Moss', 'Forest Green'], ['forest']),
  product('Moss Trail', 't-shirt', ['Moss', 'Sand'], ['forest'], 30),
];

/** Wild North Outfitters: bold outdoor prints on earthy colours. */
export const NORTH_CATALOGUE: DemoProduct[] = [
  product('Wild Wolf', 't-shirt', ['Black', 'Heather Grey', 'Forest Green'], ['animals', 'forest']),
  product('Wild Wolf', 'hoodie', ['Black', 'Forest Green'], ['animals', 'forest']),
  product('Campfire Club', 't-shirt', ['Ochre', 'Black'], ['camping', 'typography'], 20),
  product('Campfire Club', 'sweater', ['Burgundy', 'Sand'], ['camping', 'typography']),
  product('Summit Seeker', 'hoodie', ['Navy', 'Moss'], ['mountains']),
  product('Summit Seeker', 'long-sleeve', ['White', 'Navy'], ['mountains']),
  product('River Run', 't-shirt', ['Sky Blue', 'White'], ['water']),
  product('River Run', 'tote-bag', ['Natural', 'Navy'], ['water'], 15),
  product('Bear Country', 'sweater', ['Forest Green', 'Heather Grey'], ['animals']),
  product('Bear Country', 't-shirt', ['Sand', 'Forest Green'], ['animals']),
  product('Trail Mix', 'vest', ['White', 'Ochre'], ['camping']),
  product('Trail Mix', 'tote-bag', ['Natural', 'Ochre'], ['camping']),
  product('Peak District', 'hoodie', ['Heather Grey', 'Burgundy'], ['mountains', 'retro'], 25),
  product('Peak District', 't-shirt', ['Burgundy', 'White'], ['mountains', 'retro']),
  product('Fern Gully', 'long-sleeve', ['Moss', 'Sand'], ['botanical', 'forest']),
  product('Fern Gully', 'sweater', ['Moss', 'White'], ['botanical', 'forest']),
  product('Night Owl', 't-shirt', ['Navy', 'Black'], ['animals', 'night'], 10),
  product('Night Owl', 'hoodie', ['Navy', 'Black'], ['animals', 'night']),
  product('Sunrise Hike', 'tote-bag', ['Natural', 'Dusty Pink'], ['mountains', 'sun']),
  product('Sunrise Hike', 'vest', ['Dusty Pink', 'Sand'], ['mountains', 'sun']),
  product('Lake Life', 'sweater', ['Sky Blue', 'Navy'], ['water', 'retro']),
  product('Lake Life', 't-shirt', ['Sky Blue', 'White'], ['water', 'retro']),
  product('Timberline', 'long-sleeve', ['Forest Green', 'Black'], ['forest', 'mountains'], 20),
  product('Timberline', 'hoodie', ['Sand', 'Forest Green'], ['forest', 'mountains']),
  product('Stargazer', 't-shirt', ['Black', 'Navy'], ['night', 'sky']),
  product('Stargazer', 'tote-bag', ['Black', 'Natural'], ['night', 'sky']),
];
