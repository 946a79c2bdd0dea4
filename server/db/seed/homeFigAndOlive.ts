/**
 * The demo brand's home: at least one block of every type of spec 3 §2 (so a journey can check
 * each renders), one hidden block and one for signed-in customers only (to show the filtering),
 * and an embed page carrying script and event-handler attributes, to prove the page sanitises
 * embedded HTML before showing it.
 */
import { embedPagePath, type SeedHome } from './home';
import { art } from './types';

const page = (slug: string) => embedPagePath('demo', slug);

export const figAndOliveHome: SeedHome = {
  layout: 'grid',
  formStyle: 'inset',
  merchantSlug: 'fig-and-olive',
  blocks: [
    {
      block: 'welcome',
      title: 'Welcome to Fremantle Fig & Olive',
      content:
        '<p>Mediterranean breakfasts, long lunches and share plates on South Terrace, from 7 am every day. Order ahead for pickup, have it delivered, or book a table.</p>',
      image_url: '/brand/hero.svg',
      alignment: 'center',
      use_card: false,
    },
    {
      block: 'place_order',
      title: 'Place an Order',
      content: '<p>Pickup, delivery, dine-in, bookings and catering.</p>',
      target: 'menu/fig-and-olive',
      icon: 'bag',
      alignment: 'center',
    },
    {
      block: 'announcements',
      heading: 'News',
      title: 'From the kitchen',
      icon: 'megaphone',
    },
    {
      block: 'image',
      title: 'Our summer mezze platter',
      content: '<p>Hummus, baba ghanoush, marinated olives, feta and warm flatbread to share.</p>',
      image_card_style: 'cover',
      imageArt: {
        art: art('salad', '#e9d8a6', '#4f8a3c', '#d9442b', '#3d3a2a'),
        backdrop: '#f3ead8',
        name: 'Summer mezze platter',
      },
    },
    {
      block: 'embed_link',
      heading: 'About us',
      title: 'Our story',
      link_url: page('our-story'),
      place_order_btn: true,
      icon: 'info',
    },
    {
      block: 'embed_link',
      title: 'Kitchen notice',
      link_url: page('announcement'),
      icon: 'megaphone',
    },
    {
      block: 'iframe',
      title: 'Catering for your event',
      link_url: page('catering'),
      place_order_btn: true,
      icon: 'calendar',
    },
    {
      block: 'internal_link',
      title: 'About Fig & Olive',
      content: '<p>Opening times, address and how to find us.</p>',
      target: 'about',
      icon: 'info',
      form_group_style: 'plain',
    },
    {
      block: 'account',
      title: 'Your orders',
      content: '<p>Track an order or order your favourites again.</p>',
      target: 'orders',
      icon: 'user',
      form_group_style: 'plain',
    },
    {
      block: 'account',
      title: 'Your rewards',
      content: '<p>Points and rewards for signed-in customers.</p>',
      target: 'rewards',
      icon: 'star',
      audience: 'member',
    },
    {
      block: 'share',
      title: 'Share Fig & Olive',
      content: '<p>Send our menu to a friend.</p>',
      icon: 'share',
    },
    {
      block: 'google_review',
      title: 'Review us on Google',
      content: '<p>Enjoyed your meal? Tell others about it.</p>',
      link_url: 'https://search.google.com/local/writereview?placeid=ChIJfigandolivefremantle',
      icon: 'star',
    },
    {
      block: 'external_link',
      title: 'Follow us on Instagram',
      content: '<p>Daily specials and behind-the-scenes from the kitchen.</p>',
      link_url: 'https://www.instagram.com/',
      icon: 'external',
    },
    {
      block: 'push_notifs',
      title: 'Get order updates',
      content: '<p>Turn on notifications to hear when your order is ready.</p>',
      show_push_register: true,
      icon: 'bell',
    },
    {
      block: 'app_download',
      title: 'Get the app',
      content: '<p>Add Fig & Olive to your home screen for faster ordering, even offline.</p>',
      icon: 'download',
    },
    {
      block: 'external_link',
      title: 'Winter menu preview',
      link_url: 'https://www.instagram.com/',
      visible: false,
    },
  ],
  announcements: [
    {
      title: 'Christmas trading',
      content:
        '<p>We are closed on Christmas Day and open 10 am to 4 pm on Boxing Day. Christmas catering orders close on <strong>18 December</strong>.</p>',
      created: '2026-11-16T01:00:00Z',
    },
    {
      title: 'New: kerbside pickup',
      content:
        '<p>Choose <em>Kerbside</em> at checkout, tell us your car, and we will bring your order out.</p>',
      created: '2026-11-02T01:00:00Z',
    },
  ],
  pages: [
    {
      slug: 'our-story',
      title: 'Our story',
      body: `<h2>Our story</h2>
<p>Fremantle Fig &amp; Olive opened on South Terrace in 2014, in a limestone shopfront that used to be a bakery. Maria and Yannis Petrakis brought their family's recipes from Crete and Lebanon and a conviction that breakfast should take as long as you like.</p>
<h3>What we cook</h3>
<ul>
<li>Bread from our own wood-fired oven every morning.</li>
<li>Olive oil pressed in the Swan Valley, and figs from the tree out the back in late summer.</li>
<li>Vegetables from growers in Baldivis and Wanneroo, fish from the Fremantle fishing boat harbour.</li>
</ul>
<h3>Find us</h3>
<p>12 South Terrace, Fremantle WA 6160. Phone <a href="tel:+61893351234">08 9335 1234</a>. Open 7 am to 9 pm, Monday to Saturday until 10 pm, Sunday 8 am to 8 pm.</p>
<p><a href="/menu/fig-and-olive">See the menu</a></p>`,
    },
    {
      slug: 'catering',
      title: 'Catering',
      body: `<h2>Catering for your event</h2>
<p>From office breakfasts for ten to garden parties for a hundred, we deliver platters across Fremantle and Perth's southern suburbs.</p>
<ul>
<li>Mezze, grazing and sandwich platters, from $65.</li>
<li>Hot trays: slow-cooked lamb, spanakopita, roast vegetables.</li>
<li>Vegetarian, vegan and gluten-free options for every platter.</li>
</ul>
<p>Order at least 48 hours ahead by choosing <strong>Catering</strong> on the menu, or call us on 08 9335 1234.</p>`,
    },
    {
      slug: 'announcement',
      title: 'Kitchen notice',
      body: `<h2>Kitchen notice</h2>
<p>Our wood-fired oven is back from its service: flatbreads and pizzas return to the menu from Friday.</p>
<img src=x onerror="window.__xss=1" alt="">
<script>window.__xss=2</script>
<p onclick="window.__xss=4">Thanks for your patience while we were without it.</p>
<p><a href="javascript:window.__xss=3">See what is baking</a></p>`,
    },
  ],
};
