import type { SceneStyle } from '../server/studio/index.ts';
import type { DemoStore } from './stores.ts';

// The demo stores' blog: real articles about how the clothes are made and looked after,
// the free return offer, the artwork and gift ideas. Written once, with the
// store's name and voice filled in.

export interface DemoPost {
  urlName: string;
  title: string;
  excerpt: string;
  tags: string[];
  author: string;
  /** How the generated banner looks. */
  banner: { style: SceneStyle; alt: string };
  body: string;
  /** Published this many days before the seed ran; drafts are not published. */
  daysAgo: number;
  published: boolean;
}

interface StoreVoice {
  authors: [string, string];
  /** What the artwork is about, for the design and gift posts. */
  subject: string;
  place: string;
  designs: [string, string, string];
  giftTitle: string;
  giftFor: string;
}

const VOICES: Record<string, StoreVoice> = {
  demo: {
    authors: ['Ingrid Dahl', 'Tom Reid'],
    subject: 'the northern coast',
    place: 'a kitchen table in Aberdeen',
    designs: ['Fjord Lines', 'Midnight Sun', 'Sea Stack'],
    giftTitle: 'Gift guide: presents for people who love the sea',
    giftFor: 'sea swimmers, coast walkers and anyone who keeps a pebble in their pocket',
  },
  north: {
    authors: ['Sam Calder', 'Priya Shah'],
    subject: 'the trail',
    place: 'a tent at the foot of a ridge',
    designs: ['Summit Seeker', 'Wild Wolf', 'Campfire Club'],
    giftTitle: 'Gift guide: presents for people who live outdoors',
    giftFor: 'climbers, campers and the friend who is always planning the next trip',
  },
};

const DEFAULT_VOICE: StoreVoice = {
  authors: ['The studio team', 'The studio team'],
  subject: 'the world around us',
  place: 'a small studio',
  designs: ['our first print', 'our bestseller', 'our newest design'],
  giftTitle: 'Gift guide: presents that are made to last',
  giftFor: 'everyone on your list',
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const h2 = (text: string) => `<h2>${text}</h2>`;
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const steps = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;

/** Eleven published posts and one draft, newest first. */
export function demoPosts(store: DemoStore): DemoPost[] {
  const voice = VOICES[store.subdomain] ?? DEFAULT_VOICE;
  const company = store.companyName;
  const [founder, writer] = voice.authors;
  return [
    {
      urlName: 'free-return-offer',
      title: 'Our free return offer: send us your old cotton clothes',
      excerpt:
        'Worn-out cotton clothing from any brand can come back to us for free. We recycle it into new products and send you a coupon for your next order.',
      tags: ['Sustainability', 'Circular design'],
      author: founder,
      banner: { style: 'sunrise', alt: 'Sunrise over rolling hills' },
      daysAgo: 3,
      published: true,
      body:
        p(
          `Every garment has an end. A favourite tee gets thin at the collar, a hoodie loses its cuffs, a sweater shrinks one wash too many. Most of those clothes end up in landfill or an incinerator. We would rather have them back, so ${company} runs a free return offer for old clothes.`,
        ) +
        h2('What you can send') +
        list(
          '<strong>100% cotton clothing from any brand</strong>: it does not have to be ours.',
          'Tees, sweatshirts, hoodies, shirts, dresses and tote bags all count, however worn out they are.',
          '<strong>Not denim and not underwear</strong>: denim is woven with elastane and heavy rivets, and underwear is not something we can sort by hand.',
          'The <strong>care label must still be visible</strong>, because that is how we know the fabric is 100% cotton.',
        ) +
        h2('How it works') +
        steps(
          'Ask for a free returns label: it costs you nothing, and postage is paid in the UK.',
          'Pack up your old cotton clothes in any bag or box and drop the parcel off.',
          'When the parcel reaches us we sort it, then shred and spin the cotton into new yarn for new products.',
          'To say thank you, we email you a coupon for your next purchase.',
        ) +
        h2('Why we do it') +
        p(
          'Cotton fibre can be recovered, re-spun and knitted again. The more old cotton that comes back, the less new cotton has to be grown, which saves water, land and the energy of a whole harvest.',
          'It also closes the loop on our own clothes. Everything we sell is designed to be remade: printed with water-based inks and sewn from a single fibre, so it can go back into the system when you are done with it.',
        ) +
        quote('The best garment is the one you already own. The second best is one made from it.'),
    },
    {
      urlName: 'how-we-print',
      title: 'How your tee is printed: from order to doorstep',
      excerpt: 'Nothing is made until you order it. Here is what happens in the two working days between your click and your parcel leaving the factory.',
      tags: ['Behind the scenes', 'Printing'],
      author: writer,
      banner: { style: 'folded-shirts', alt: 'Folded organic cotton tees' },
      daysAgo: 11,
      published: true,
      body:
        p(
          `Every ${company} piece is printed on demand. There is no warehouse of finished stock waiting to be sold: a blank garment waits on a shelf, and your order is what turns it into a print. This is how it goes.`,
        ) +
        h2('1. Your order arrives') +
        p(
          'The moment you pay, your order is queued at our partner factory in the UK. The artwork file, the garment, the colour and the size are matched up and a job ticket is printed with a barcode that follows the garment all the way to its parcel.',
        ) +
        h2('2. Pre-treating and printing') +
        p(
          'Dark garments get a thin pre-treatment so the ink sits brightly on the fabric. Then the garment is laid flat on a platen and printed directly, a little like an inkjet printer the size of a table. The inks are water-based and free of PVC and phthalates.',
          'A heat press cures the print so that it bonds with the cotton fibres. That is what lets a good print outlast a hundred washes.',
        ) +
        h2('3. Checking and packing') +
        p(
          'Every print is checked by a person before it is folded. If anything is off, it is reprinted there and then. Your order is packed in plastic-free packaging and handed to the courier, usually within 2 working days of your order.',
        ) +
        h2('4. On its way') +
        p(
          'UK orders arrive 2–3 working days after printing; international orders usually take 5–10 working days. You will get an email with tracking as soon as your parcel leaves.',
        ) +
        quote('Printing on demand means nothing is made that nobody wants.'),
    },
    {
      urlName: 'why-organic-cotton',
      title: 'Why we only use organic cotton',
      excerpt:
        'Organic cotton is grown without synthetic pesticides or fertilisers, uses rain instead of irrigation where it can, and feels softer for longer.',
      tags: ['Sustainability', 'Materials'],
      author: founder,
      banner: { style: 'hills', alt: 'Hills under a wide sky' },
      daysAgo: 19,
      published: true,
      body:
        p(
          `When we started ${company} on ${voice.place}, the first decision was the fabric. We chose certified organic cotton, and we have never looked back.`,
        ) +
        h2('What makes cotton organic') +
        p(
          'Organic cotton is grown from seed that has not been genetically modified, without synthetic pesticides or fertilisers. Farmers rotate crops to keep the soil healthy, and most organic cotton is rain-fed rather than irrigated, which saves an enormous amount of water.',
        ) +
        h2('Better for the people who grow it') +
        p(
          'Without expensive chemical inputs, farmers are less likely to fall into debt, and nobody is exposed to pesticide spraying in the fields. Certification checks the whole chain, from the field to the finished garment.',
        ) +
        h2('Better to wear') +
        p(
          'Organic fibres are not weakened by harsh chemical processing, so the fabric stays soft and strong wash after wash. Our tees use a 155gsm jersey; our hoodies and sweaters a brushed 300gsm fleece.',
        ) +
        h2('And ready to be remade') +
        p(
          'Because every garment is a single fibre, it can be recycled when it wears out. Send it back with our <a href="/blog/free-return-offer/">free return offer</a> and it becomes part of something new.',
        ),
    },
    {
      urlName: 'caring-for-printed-clothes',
      title: 'How to wash and care for printed clothes',
      excerpt: 'A few small habits keep prints bright and cotton soft for years: cooler washes, inside out, and as little tumble drying as possible.',
      tags: ['Care guide', 'Materials'],
      author: writer,
      banner: { style: 'confetti', alt: 'Bright confetti shapes' },
      daysAgo: 26,
      published: true,
      body:
        p('The longer you wear something, the smaller its footprint. These are the habits that keep our prints looking new.') +
        h2('Washing') +
        list(
          'Turn the garment <strong>inside out</strong> before it goes in the machine, so the print does not rub against other clothes.',
          'Wash at <strong>30°C</strong>. It is plenty for everyday clothes and kinder to both the cotton and the print.',
          'Use a mild, non-bio detergent and skip the fabric conditioner: it coats cotton fibres and dulls the print.',
          'Wash with similar colours, especially the first couple of times.',
        ) +
        h2('Drying') +
        p(
          'Line drying is best. If you use a tumble dryer, choose a low heat and take the garment out while it is still slightly damp: high heat shrinks cotton and is the quickest way to crack a print.',
        ) +
        h2('Ironing') +
        p(
          'Iron inside out on a medium setting, and never iron directly on the print. A hoodie or sweater rarely needs ironing at all: hang it up while it is still warm from the wash.',
        ) +
        h2('When it is finally worn out') +
        p(
          'Even the best-loved tee reaches the end one day. Do not throw it away: send it back to us for free and we will turn it into new clothes. <a href="/blog/free-return-offer/">Here is how the free return offer works</a>.',
        ),
    },
    {
      urlName: 'behind-the-designs',
      title: `Behind the designs: drawing ${voice.subject}`,
      excerpt: `Where our artwork comes from: sketchbooks, long walks and a lot of redrawing. The stories behind ${voice.designs[0]}, ${voice.designs[1]} and ${voice.designs[2]}.`,
      tags: ['Behind the designs', 'Artwork'],
      author: founder,
      banner: { style: 'hills', alt: 'Layered hills in the evening light' },
      daysAgo: 34,
      published: true,
      body:
        p(
          `Every ${company} design starts in a sketchbook. ${store.story[0] ?? ''}`,
          `We draw what we see, then simplify it until only the shapes that matter are left. A print has to work at arm's length on a chest and up close on a tote bag, so every line has to earn its place.`,
        ) +
        h2(voice.designs[0]) +
        p(
          `${voice.designs[0]} began as a pencil study on a cold morning. The final artwork uses just four colours, which keeps it crisp on both light and dark garments.`,
        ) +
        h2(voice.designs[1]) +
        p(
          `${voice.designs[1]} took eleven versions. The early ones were busy; the one you can buy today is mostly empty space, which is exactly what made it work.`,
        ) +
        h2(voice.designs[2]) +
        p(`${voice.designs[2]} is the design we get the most messages about. People tell us where they wore it, and that is the best part of the job.`) +
        quote('Draw it ten times, keep the one that still feels like the place.') +
        p(
          'Because we print on demand, we can try a new design without making hundreds of shirts that might never be worn. If a design is not loved, it simply stops being printed.',
        ),
    },
    {
      urlName: 'gift-guide',
      title: voice.giftTitle,
      excerpt: `Thoughtful presents for ${voice.giftFor}, all printed on organic cotton and made to order.`,
      tags: ['Gift guide'],
      author: writer,
      banner: { style: 'confetti', alt: 'Confetti in soft colours' },
      daysAgo: 45,
      published: true,
      body:
        p(`Looking for something for ${voice.giftFor}? These are the pieces we would wrap up ourselves.`) +
        h2('For the one who is always cold') +
        p(
          'A heavyweight hoodie, brushed inside, with a lined hood. It is the piece our customers tell us they live in from October to April. <a href="/collection/hoodies/">Browse hoodies</a>.',
        ) +
        h2('For the one who carries everything') +
        p(
          'A 10oz canvas tote with long handles: big enough for a laptop or a week of shopping, and it gets better the more it is used. <a href="/collection/tote-bags/">Browse tote bags</a>.',
        ) +
        h2('For the one who has everything') +
        p(
          `A design of their own. Our studio lets you put any artwork or words on a tee, printed just as carefully as our own designs. <a href="/design-your-own-t-shirt/">Design your own</a>.`,
        ) +
        h2('Not sure of their size?') +
        p(
          'Our <a href="/help/question/size-guide/">size guide</a> has measurements for every garment, and returns are free in the UK for 30 days, so an exchange is easy.',
        ),
    },
    {
      urlName: 'printed-on-demand',
      title: 'Printed on demand: why nothing we make goes to waste',
      excerpt:
        'The fashion industry makes far more clothes than anyone buys. Printing on demand turns that around: we only make what has already been ordered.',
      tags: ['Sustainability', 'Printing'],
      author: founder,
      banner: { style: 'sunrise', alt: 'Sun rising over a quiet valley' },
      daysAgo: 53,
      published: true,
      body:
        p(
          'A large share of the clothes made every year is never sold. Unsold stock is discounted, shipped abroad or destroyed. It is the biggest hidden waste in fashion, and it is built into the way most shops work: guess what will sell, make thousands, hope.',
        ) +
        h2('We do not guess') +
        p(
          `${company} prints every piece after it has been ordered. A blank garment waits on a shelf until someone chooses it, and only then does it become a print. If a design does not sell, nothing is thrown away.`,
        ) +
        h2('Small batches, fast') +
        p(
          'Printing on demand used to mean slow delivery. Not any more: our partner factory prints and packs within 2 working days, and UK orders arrive 2–3 working days after that.',
        ) +
        h2('Made to come back') +
        p(
          'Printing on demand is one half of the loop. The other half is what happens when a garment wears out, which is why we take back old cotton clothes from any brand with our <a href="/blog/free-return-offer/">free return offer</a>.',
        ),
    },
    {
      urlName: 'finding-your-size',
      title: 'Finding your size: a fit guide for tees, hoodies and sweaters',
      excerpt: 'How our unisex fits are cut, how to measure a garment you already love, and what to pick if you are between sizes.',
      tags: ['Fit and sizing', 'Care guide'],
      author: writer,
      banner: { style: 'folded-shirts', alt: 'A stack of folded tees in different colours' },
      daysAgo: 61,
      published: true,
      body:
        p(
          'All our tees, hoodies and sweaters are cut in a relaxed unisex fit. The easiest way to choose a size is to measure something you already own and love.',
        ) +
        h2('Measure a garment you love') +
        steps(
          'Lay it flat on a table and smooth it out.',
          'Measure straight across the chest, one centimetre below the armpits: that is the chest width.',
          'Measure from the highest point of the shoulder straight down to the hem: that is the body length.',
          'Compare your numbers with the table in our <a href="/help/question/size-guide/">size guide</a>.',
        ) +
        h2('Between sizes?') +
        p(
          'For a closer fit, choose the smaller size; for a roomier, layered look, choose the larger. Our hoodies and sweaters are designed to be worn over a tee, so most people take their usual size.',
        ) +
        h2('Will it shrink?') +
        p(
          'Our cotton is pre-shrunk, so you can expect very little change. Washing at 30°C and line drying keeps it that way: see <a href="/blog/caring-for-printed-clothes/">how to care for printed clothes</a>.',
        ),
    },
    {
      urlName: 'renewable-energy-factory',
      title: 'Powered by renewable energy: inside our factory',
      excerpt: 'The printers, heat presses and lights that make your order run on renewable electricity. Here is what that means in practice.',
      tags: ['Behind the scenes', 'Sustainability'],
      author: founder,
      banner: { style: 'hills', alt: 'Wind over green hills' },
      daysAgo: 72,
      published: true,
      body:
        p(
          `Our clothes are printed in a UK factory that runs on renewable electricity. Printing and curing ink takes a lot of power, so where that power comes from matters.`,
        ) +
        h2('Heat without the footprint') +
        p(
          'The heat presses that cure every print are the hungriest machines on the floor. Running them on renewable energy removes the largest single source of emissions in making a printed tee.',
        ) +
        h2('Water-based inks') +
        p(
          'Our inks are water-based and free of PVC and phthalates. Printing directly onto the garment uses only as much ink as the design needs, with no screens to wash out.',
        ) +
        h2('Plastic-free packaging') +
        p('Your order arrives in plastic-free packaging that you can recycle at home. The labels on it are paper too.') +
        p('None of this makes a tee free of impact, but it gets closer every year, and every improvement at the factory applies to every order at once.'),
    },
    {
      urlName: 'plastic-free-packaging',
      title: 'What arrives at your door: our plastic-free packaging',
      excerpt: 'Paper mailers, paper labels and no plastic bags inside. How we pack your order, and how to recycle every part of it.',
      tags: ['Sustainability', 'Packaging'],
      author: writer,
      banner: { style: 'sunrise', alt: 'Morning light over fields' },
      daysAgo: 85,
      published: true,
      body:
        p('Most clothes travel wrapped in a plastic bag, inside another plastic bag. Ours do not.') +
        h2('What is in the parcel') +
        list(
          'A paper mailer, strong enough for a hoodie and recyclable with your household paper.',
          'A paper delivery label and paper tape.',
          'Your garment, folded, with no polybag.',
        ) +
        h2('Reuse it') +
        p(
          'Our mailers have a second seal, so you can reuse the same one to send an exchange or to post old cotton clothes back to us with the <a href="/blog/free-return-offer/">free return offer</a>.',
        ),
    },
    {
      urlName: 'design-your-own',
      title: 'Five ideas for designing your own tee',
      excerpt: "Team shirts, family reunions, a friend's drawing, a favourite line of a poem: ideas for the studio, and tips for getting a great print.",
      tags: ['Printing', 'Gift guide'],
      author: founder,
      banner: { style: 'confetti', alt: 'Colourful confetti on a light background' },
      daysAgo: 98,
      published: true,
      body:
        p(`Our studio prints your artwork with the same care as every ${company} design. Here are five ideas to get you started.`) +
        steps(
          '<strong>A drawing by a child.</strong> Scan it or take a photo in daylight, and it becomes a tee they will be proud to wear.',
          "<strong>Team shirts.</strong> One design, everyone's size, printed on demand so nobody gets left with a spare.",
          '<strong>A line that matters.</strong> A few words, set large, can say more than a picture.',
          '<strong>A place.</strong> The coordinates of where you met, got engaged or climbed your first peak.',
          '<strong>A family reunion.</strong> Add the year on the back and it becomes a keepsake.',
        ) +
        h2('Tips for a great print') +
        list(
          'Upload the biggest file you have: 300 dpi at the size you want to print is ideal.',
          'PNG files with a transparent background print cleanest on coloured garments.',
          'Thin lines under 1 mm can fade in the wash: keep details bold.',
        ) +
        p('<a href="/design-your-own-t-shirt/">Open the studio</a> and start with a blank tee.'),
    },
    {
      urlName: 'spring-collection-preview',
      title: 'Coming soon: a first look at the spring collection',
      excerpt: 'A draft that is not published yet: shoppers never see it.',
      tags: ['Behind the designs'],
      author: founder,
      banner: { style: 'hills', alt: 'Spring hills' },
      daysAgo: 0,
      published: false,
      body: p('New designs are on the drawing board.'),
    },
  ];
}
