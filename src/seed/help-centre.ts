import type { DemoStore } from './stores.ts';
import type { NewContactReason, NewHelpGroup, NewHelpQuestion } from '../schemas/help.ts';

// The demo stores' help centre: what a shopper asks before and after buying. Delivery,
// returns and the free return offer follow the offer's own terms and the stores' terms of sale.

export interface DemoHelpGroup {
  group: NewHelpGroup;
  questions: NewHelpQuestion[];
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const steps = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** To fit chest (cm, inches), then flat chest width and body length (cm) of each garment. */
const SIZE_ROWS: Record<(typeof SIZES)[number], [string, string, number, number, number, number, number, number]> = {
  XS: ['81–86', '32–34', 46, 69, 50, 64, 49, 63],
  S: ['86–91', '34–36', 49, 71, 53, 67, 52, 66],
  M: ['96–101', '38–40', 52, 74, 56, 70, 55, 69],
  L: ['106–111', '42–44', 55, 76, 59, 72, 58, 71],
  XL: ['116–121', '46–48', 58, 78, 62, 74, 61, 73],
  XXL: ['127–132', '50–52', 61, 80, 65, 76, 64, 75],
};

function sizeTable(): string {
  const head = [
    'Size',
    'To fit chest (cm)',
    'To fit chest (in)',
    'Tee width',
    'Tee length',
    'Hoodie width',
    'Hoodie length',
    'Sweater width',
    'Sweater length',
  ];
  const rows = SIZES.map((size) => `<tr><th scope="row">${size}</th>${SIZE_ROWS[size].map((value) => `<td>${value}</td>`).join('')}</tr>`).join('');
  return `<p><strong>Unisex sizes.</strong> Widths are measured flat across the chest, lengths from the shoulder to the hem, in centimetres.</p><table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The free return offer, in full: what may be sent, what it costs and what comes back. */
const RETURN_OFFER_ANSWER =
  p(
    'Yes, and it is free. Send us your old <strong>100% cotton clothing from any brand</strong>, however worn out it is, and we will recycle it into new products.',
  ) +
  list(
    'Any brand counts: it does not have to be something you bought from us.',
    'It must be 100% cotton, and <strong>not denim or underwear</strong>.',
    'The <strong>care label must be visible</strong>, so we can check the fabric.',
    'It is <strong>free: postage is paid in the UK</strong>. <a href="/free-returns/">Ask for a free returns label</a> and drop your parcel off.',
  ) +
  p(
    'Everything you send is sorted, shredded and spun into new yarn for new products. As a thank you, we email you a <strong>coupon for your next purchase</strong>.',
  ) +
  p('<a href="/blog/free-return-offer/">Read more about how the free return offer works</a>.');

export function demoHelpGroups(store: DemoStore): DemoHelpGroup[] {
  const company = store.companyName;
  return [
    {
      group: { code: 'ordering', title: 'Ordering', description: 'Placing, changing and paying for an order.', icon: 'basket', position: 0 },
      questions: [
        {
          urlName: 'how-do-i-place-an-order',
          title: 'How do I place an order?',
          answer: steps(
            'Choose a design and pick your colour and size on the product page.',
            'Press <strong>Add to basket</strong>, then open your basket from the icon at the top of the page.',
            'Check your items and press <strong>Checkout</strong>. Enter your address and pay by card.',
            'You will get an order confirmation by email straight away.',
          ),
          position: 0,
        },
        {
          urlName: 'can-i-change-my-order',
          title: 'Can I change or cancel my order?',
          answer: p(
            'Because every piece is printed just for you, we start work quickly. You can change the size, colour or delivery address, or cancel, until printing begins: usually within a few hours of ordering.',
            'Use the <strong>Edit order</strong> link in your confirmation email, or <a href="/help/reason/change-or-cancel/">tell us what you need to change</a>.',
          ),
          position: 1,
          popular: true,
        },
        {
          urlName: 'payment-methods',
          title: 'Which payment methods do you accept?',
          answer: p(
            'We accept Visa, Mastercard and American Express debit and credit cards. Payment is taken when you place your order, and prices include VAT where it applies.',
          ),
          position: 2,
        },
        {
          urlName: 'order-confirmation',
          title: 'I have not received an order confirmation',
          answer: p(
            'Confirmation emails usually arrive within a few minutes. Check your spam or promotions folder first.',
            'If it is not there, the email address may have had a typo. <a href="/help/reason/something-else/">Get in touch</a> with the name and postcode on the order and we will find it.',
          ),
          position: 3,
        },
        {
          urlName: 'custom-designs',
          title: 'Can I print my own design?',
          answer: p(
            `Yes. Our <a href="/design-your-own-t-shirt/">design studio</a> lets you upload artwork or add text to tees, hoodies, sweaters and tote bags. For 25 or more pieces, <a href="/get-a-quote/">ask for a quote</a>.`,
          ),
          position: 4,
        },
      ],
    },
    {
      group: { code: 'sizing', title: 'Sizing and fit', description: 'Size charts, measuring and how our clothes fit.', icon: 'grid', position: 1 },
      questions: [
        {
          urlName: 'size-guide',
          title: 'What size should I order?',
          answer:
            p(
              'All our tees, hoodies and sweaters are cut in a relaxed unisex fit. Find your chest measurement in the first columns, or measure a garment you already love and compare it with the widths and lengths.',
            ) +
            sizeTable() +
            p(
              'Between sizes? Choose the smaller size for a closer fit or the larger one for a roomier look. Tote bags are one size: 38 × 42 cm with 70 cm handles.',
            ),
          position: 0,
          popular: true,
        },
        {
          urlName: 'how-to-measure',
          title: 'How do I measure myself?',
          answer:
            steps(
              'Stand relaxed and breathe normally.',
              'Measure around the fullest part of your chest, under the arms, keeping the tape level.',
              'Compare the result with <em>To fit chest</em> in our <a href="/help/question/size-guide/">size guide</a>.',
            ) + p('The most reliable way is to lay a garment that fits you well flat and measure it across the chest, one centimetre below the armpits.'),
          position: 1,
        },
        {
          urlName: 'do-clothes-shrink',
          title: 'Will my clothes shrink?',
          answer: p(
            'Our organic cotton is pre-shrunk, so you can expect very little change, under 3% in length. Wash at 30°C and line dry to keep it that way; a hot tumble dryer is what shrinks cotton.',
          ),
          position: 2,
        },
        {
          urlName: 'womens-fit',
          title: "Do you have a women's fit?",
          answer: p(
            "Our designs are printed on unisex garments, which most people find fit well. If you usually wear a women's size 10–12, a unisex S is a good starting point; for 14–16, try an M.",
          ),
          position: 3,
        },
      ],
    },
    {
      group: { code: 'delivery', title: 'Delivery', description: 'How long it takes, what it costs and tracking your parcel.', icon: 'truck', position: 2 },
      questions: [
        {
          urlName: 'how-long-does-delivery-take',
          title: 'How long will my order take to arrive?',
          answer:
            p('Every order is printed on demand within <strong>2 working days</strong>. After that:') +
            list('<strong>UK</strong>: 2–3 working days.', '<strong>International</strong>: usually 5–10 working days, depending on the country and customs.') +
            p('So a UK order placed on Monday morning usually arrives by Thursday or Friday. Working days are Monday to Friday, excluding bank holidays.'),
          position: 0,
          popular: true,
        },
        {
          urlName: 'delivery-costs',
          title: 'How much does delivery cost?',
          answer: p(
            'UK delivery is £3.95, and free on orders over £50. International delivery is calculated at checkout from the weight of your order and the destination.',
          ),
          position: 1,
        },
        {
          urlName: 'where-do-you-deliver',
          title: 'Where do you deliver?',
          answer: p(
            'We deliver to the UK and to most countries worldwide. Orders outside the UK may be charged import duties or taxes by the destination country when the parcel arrives.',
          ),
          position: 2,
        },
        {
          urlName: 'track-my-order',
          title: 'How do I track my order?',
          answer: p(
            'When your parcel leaves the factory we email you a tracking link. Tracking can take up to 24 hours to show the first scan.',
            'If your order has not arrived within the times above, <a href="/help/reason/order-not-arrived/">let us know</a> and we will chase it.',
          ),
          position: 3,
          popular: true,
        },
        {
          urlName: 'packaging',
          title: 'Is your packaging plastic-free?',
          answer: p('Yes. Orders are sent in recyclable paper mailers with paper labels and no polybags.'),
          position: 4,
        },
      ],
    },
    {
      group: {
        code: 'returns',
        title: 'Returns and refunds',
        description: '30-day returns, free in the UK, and the free return offer.',
        icon: 'recycle',
        position: 3,
      },
      questions: [
        {
          urlName: 'how-do-i-return',
          title: 'How do I return something?',
          answer:
            p(
              'You have <strong>30 days</strong> from delivery to return anything that does not fit or that you do not love. <strong>Returns in the UK are free.</strong>',
            ) +
            steps(
              'Start your return from the <a href="/returns/">returns page</a> with the link in your order confirmation.',
              'Choose a refund or an exchange for another size or colour.',
              'Print the free returns label, pack the unworn item and drop it off.',
            ) +
            p('Items designed in our studio with your own artwork can only be returned if they are faulty.'),
          position: 0,
          popular: true,
        },
        {
          urlName: 'when-will-i-get-my-refund',
          title: 'When will I get my refund?',
          answer: p(
            'We refund to your original payment method within 5 working days of your return reaching us. Your bank may take a few more days to show it.',
          ),
          position: 1,
        },
        {
          urlName: 'exchange-a-size',
          title: 'Can I exchange for a different size?',
          answer: p(
            'Yes. Choose an exchange when you start your return and we will print the new size as soon as your return is on its way. UK exchanges are free.',
          ),
          position: 2,
        },
        {
          urlName: 'faulty-item',
          title: 'My item is faulty or the print is wrong',
          answer: p(
            'We are sorry. Every print is checked, but sometimes something slips through. <a href="/help/reason/faulty-item/">Tell us what is wrong</a> with a photo and your order number, and we will reprint it or refund you straight away.',
            'You do not need to send a faulty item back.',
          ),
          position: 3,
        },
        { urlName: 'free-return-offer', title: 'Can I send you my old clothes to recycle?', answer: RETURN_OFFER_ANSWER, position: 4, popular: true },
      ],
    },
    {
      group: { code: 'our-clothes', title: 'Our clothes', description: 'Materials, printing and caring for your clothes.', icon: 'leaf', position: 4 },
      questions: [
        {
          urlName: 'what-are-your-clothes-made-of',
          title: 'What are your clothes made of?',
          answer: p(
            'Certified organic cotton: 155gsm jersey for tees and long sleeves, a brushed 300gsm fleece for hoodies and sweaters, and 10oz canvas for tote bags. No synthetic blends, so every garment can be recycled.',
          ),
          position: 0,
        },
        {
          urlName: 'how-are-prints-made',
          title: 'How are the designs printed?',
          answer: p(
            `${company} designs are printed directly onto the garment with water-based inks, free of PVC and phthalates, in a UK factory that runs on renewable energy. <a href="/blog/how-we-print/">See how your tee is printed</a>.`,
          ),
          position: 1,
        },
        {
          urlName: 'how-to-wash',
          title: 'How should I wash my clothes?',
          answer: list(
            'Turn inside out and wash at 30°C with similar colours.',
            'Skip fabric conditioner.',
            'Line dry, or tumble dry on low and take it out while slightly damp.',
            'Iron inside out, never directly on the print.',
          ),
          position: 2,
          popular: true,
        },
      ],
    },
  ];
}

export function demoContactReasons(store: DemoStore): NewContactReason[] {
  const email = `hello@${store.subdomain}.test`;
  const mail = (subject: string) => ({ text: 'Email us', href: `mailto:${email}?subject=${encodeURIComponent(subject)}` });
  const reply = p(`We answer every email within one working day. Write to <a href="mailto:${email}">${email}</a>.`);
  return [
    {
      urlName: 'order-not-arrived',
      title: 'My order has not arrived',
      description: 'Tracking has not moved, or the delivery date has passed.',
      body:
        p(
          'Orders are printed within 2 working days, then take 2–3 working days in the UK and 5–10 internationally. If yours is later than that, email us your order number and the postcode it is going to.',
        ) + reply,
      action: mail('My order has not arrived'),
      groupCode: 'delivery',
      position: 0,
    },
    {
      urlName: 'return-or-exchange',
      title: 'I want to return or exchange something',
      description: 'Returns are free in the UK for 30 days.',
      body: p(
        'You can start a return or an exchange yourself, any time within 30 days of delivery. You will need the link from your order confirmation email.',
      ),
      action: { text: 'Start a return', href: '/returns/' },
      groupCode: 'returns',
      position: 1,
    },
    {
      urlName: 'change-or-cancel',
      title: 'I need to change or cancel my order',
      description: 'Size, colour or address, before it is printed.',
      body:
        p(
          'Changes are possible until printing starts, usually a few hours after ordering. Use the edit link in your confirmation email, or email us straight away with your order number and what should change.',
        ) + reply,
      action: mail('Change or cancel my order'),
      groupCode: 'ordering',
      position: 2,
    },
    {
      urlName: 'faulty-item',
      title: 'Something is wrong with my item',
      description: 'A fault, a misprint or the wrong item.',
      body: p('Email us your order number and a photo of the problem. We will reprint it or refund you, and you will not need to send the item back.') + reply,
      action: mail('A problem with my item'),
      groupCode: 'returns',
      position: 3,
    },
    {
      urlName: 'sizing-advice',
      title: 'I need help choosing a size',
      description: 'Tell us what you usually wear and we will suggest a size.',
      body:
        p('Our size guide answers most questions. If you are still unsure, email us the measurements of a garment you love and we will recommend a size.') +
        reply,
      action: mail('Sizing advice'),
      groupCode: 'sizing',
      position: 4,
    },
    {
      urlName: 'bulk-and-custom',
      title: 'Bulk orders and custom designs',
      description: 'Team shirts, events and 25 or more pieces.',
      body: p('For 25 or more pieces, or a design that needs our help, ask for a quote and we will reply with prices and a mock-up.'),
      action: { text: 'Get a quote', href: '/get-a-quote/' },
      groupCode: 'ordering',
      position: 5,
    },
    {
      urlName: 'something-else',
      title: 'Something else',
      description: 'Anything that is not listed here.',
      body: reply,
      action: mail('A question'),
      position: 6,
    },
  ];
}
