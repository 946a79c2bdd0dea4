/**
 * Leaves out of an exported object each field that holds the value the schema (./format.ts) gives
 * it when absent, so an export reads like a hand-written file and stays canonical.
 */
const NO_TEXTS = { promo: '', payment: '', delivery: '', warning: '' };

const DEFAULTS = {
  file: { location_texts: NO_TEXTS, menus: [], home: undefined, location_groups: [] },
  store: {
    type: '',
    status: 'trading',
    status_text: '',
    contact: { phone: '' },
    texts: { ...NO_TEXTS, notice: '' },
    payment_methods: [],
    always_open: false,
    order_for_later: true,
    special_dates: [],
    menu: null,
  },
  fulfilment: { description: '', settings: {} },
  menu: { modifier_groups: [] },
  modifierGroup: { mandatory: false, multiselect: false, max: 0 },
  option: { price: 0, default: false },
  category: { description: '', image: '', items: [], categories: [] },
  item: {
    description: '',
    notes: '',
    image: '',
    diet: [],
    modifier_groups: [],
    available: true,
    unavailable_text: '',
    max_qty: null,
  },
  home: { layout: 'list', form_style: '', store: null, blocks: [], announcements: [], pages: [] },
  homeBlock: {
    heading: '',
    title: '',
    content: '',
    image: '',
    link_url: '',
    target: '',
    icon: '',
    visible: true,
    audience: 'all',
    use_card: true,
    alignment: 'left',
    form_group_style: '',
    image_card_style: '',
    place_order_btn: false,
    share_url: '',
    show_push_register: false,
    nocontent: false,
  },
  announcement: { content: '', published: true },
  locationGroup: { subtitle: '' },
} satisfies Record<string, Record<string, unknown>>;

export function withoutDefaults(
  kind: keyof typeof DEFAULTS,
  value: object,
): Record<string, unknown> {
  const defaults: Record<string, unknown> = DEFAULTS[kind];
  return Object.fromEntries(
    Object.entries(value).filter(
      ([name, field]) =>
        field !== undefined &&
        !(name in defaults && JSON.stringify(field) === JSON.stringify(defaults[name])),
    ),
  );
}
