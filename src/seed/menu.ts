import type { MainMenu } from '../schemas/menu.ts';
import type { StoreMedia } from './media-set.ts';
import { collectionHref } from '../lib/catalogue-paths.ts';

/** The demo main menu: nested segments, some with promotional image tiles. */
export function demoMenu(media: StoreMedia): MainMenu {
  const tile = (urlName: string, title: string, description: string) => ({
    src: media.tiles[urlName]?.sizes['480'] ?? media.tiles[urlName]?.original ?? '',
    title,
    description,
    link: collectionHref(urlName),
    borderRadius: 'smooth' as const,
    ratio: '4:3' as const,
    text: { alignment: 'left' as const, color: '#ffffff', shadow: 'medium' as const },
    button: { text: 'Shop now', width: 'auto' as const },
  });
  return [
    {
      text: 'Clothing',
      href: '/collection/t-shirts/',
      submenu: [
        {
          title: 'Tops',
          mode: 'list',
          items: [
            { text: 'T-Shirts', link: '/collection/t-shirts/' },
            { text: 'Long Sleeves', link: '/collection/long-sleeves/' },
            { text: 'Sweaters', link: '/collection/sweaters/' },
            { text: 'Hoodies', link: '/collection/hoodies/' },
          ],
        },
        {
          title: 'Shop by',
          mode: 'list',
          items: [
            { text: 'New in', link: '/collection/t-shirts/' },
            { text: 'Sale', link: '/collection/sale/', color: '#c62828' },
            { text: 'Gift ideas', link: '/collection/tote-bags/' },
          ],
        },
        { title: 'Featured', mode: 'image', items: [], image: tile('hoodies', 'Hoodie season', 'Heavyweight organic cotton') },
        { title: 'Bestsellers', mode: 'image', items: [], image: tile('t-shirts', 'Everyday tees', 'Our most-loved prints') },
      ],
    },
    {
      text: 'Accessories',
      href: '/collection/tote-bags/',
      submenu: [
        { title: 'Bags', mode: 'list', items: [{ text: 'Tote Bags', link: '/collection/tote-bags/' }] },
        { title: 'Featured', mode: 'image', items: [], image: tile('tote-bags', 'Carry everything', '10oz organic canvas') },
      ],
    },
    { text: 'Sale', href: '/collection/sale/', color: '#c62828', submenu: [] },
    { text: 'Design your own', href: '/design-your-own-t-shirt/', submenu: [] },
    { text: 'About', href: '/about/', submenu: [] },
  ];
}
