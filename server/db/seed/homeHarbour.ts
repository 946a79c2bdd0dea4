/**
 * Harbour Street Noodle Bar's home: a multi-store brand, so it belongs to no one location and its
 * order button opens the locations list.
 */
import { embedPagePath, type SeedHome } from './home';

export const harbourHome: SeedHome = {
  layout: 'list',
  formStyle: '',
  merchantSlug: null,
  blocks: [
    {
      block: 'welcome',
      title: 'Harbour Street Noodle Bar',
      content:
        '<p>Hand-pulled noodles, dumplings and bao in Perth and Northbridge, with Fremantle opening soon.</p>',
      image_url: '/brand/hero.svg',
      alignment: 'center',
      use_card: false,
    },
    {
      block: 'place_order',
      title: 'Order now',
      content: '<p>Choose a location for pickup or delivery.</p>',
      target: 'locations',
      icon: 'bag',
      alignment: 'center',
    },
    { block: 'announcements', heading: 'News', title: 'What is new', icon: 'megaphone' },
    {
      block: 'embed_link',
      title: 'About Harbour Street',
      link_url: embedPagePath('harbour', 'our-story'),
      place_order_btn: true,
      nocontent: true,
      icon: 'info',
    },
    {
      block: 'account',
      title: 'Your orders',
      target: 'orders',
      icon: 'user',
    },
    { block: 'share', title: 'Share with a friend', icon: 'share' },
    {
      block: 'google_review',
      title: 'Review us on Google',
      link_url: 'https://search.google.com/local/writereview?placeid=ChIJharbourstreetperth',
      icon: 'star',
    },
    {
      block: 'app_download',
      title: 'Get the app',
      content: '<p>Install Harbour Street for quicker orders.</p>',
      icon: 'download',
    },
  ],
  announcements: [
    {
      title: 'Fremantle is coming',
      content: '<p>Our third noodle bar opens on Mews Road, Fremantle, in the new year.</p>',
      created: '2026-11-10T02:00:00Z',
    },
  ],
  pages: [
    {
      slug: 'our-story',
      title: 'About Harbour Street',
      body: `<h2>About Harbour Street</h2>
<p>Harbour Street began as a six-seat noodle counter on William Street in 2017. Our noodles are pulled by hand every morning, our broths simmer for eighteen hours, and our dumplings are folded in the window where you can watch.</p>
<h3>Our locations</h3>
<ul>
<li>Perth CBD: 140 William Street, 08 9322 4400.</li>
<li>Northbridge: 88 James Street, 08 9328 7711, open late on Friday and Saturday.</li>
<li>Fremantle: 3 Mews Road, opening soon.</li>
</ul>`,
    },
  ],
};
