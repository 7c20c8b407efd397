// The sales e-mail of a request for quotation: what sales need to quote is in it — the reference the visitor was
// given, company, destination, time frame, and each line's size and finish.
import { composeInquiryMail } from '../../src/inquiry/mailer';
import { inquiryKinds } from '../../src/inquiry-kinds';
import type { StoredInquiry } from '../../src/inquiry/store';

const request: StoredInquiry = {
  id: '42',
  type: 'contact',
  createdAt: new Date('2026-11-29T10:00:00Z'),
  sentAt: null,
  sendAttempts: 0,
  lastError: null,
  name: 'Omar Haddad',
  email: 'omar@example.com',
  phone: '+971 4 555 0100',
  message: 'Hotel lobby, phase 1.',
  source: 'contact',
  lang: 'ar',
  company: 'Gulf Stone Trading LLC',
  address: null,
  samples: [],
  quote: [
    {
      kind: 'product',
      id: 948,
      code: 'TRV-948',
      name: 'Denizli Silver Travertine',
      size: '61x61x1.2 cm',
      finish: 'filled-and-honed',
      quantity: 1200,
      unit: 'm2',
    },
  ],
  details: { country: 'AE', delivery: 'Jebel Ali port', neededBy: 'threeMonths' },
};

const mail = (lang: 'en' | 'fr') =>
  composeInquiryMail(request, { outboxDir: null, from: 'site@example.com', to: (b) => b.address, lang }, inquiryKinds);

test('sales read the reference, company, destination, time frame and each line with size and finish', () => {
  const { text } = mail('en');
  expect(text).toContain('Inquiry number: INQ-00042');
  expect(text).toContain('Company: Gulf Stone Trading LLC');
  expect(text).toContain('Country: United Arab Emirates (AE)');
  expect(text).toContain('Delivery city or port: Jebel Ali port');
  expect(text).toContain('Needed: Within 3 months');
  expect(text).toContain('- TRV-948 — Denizli Silver Travertine (61x61x1.2 cm, Filled & Honed): 1200 m²');
});

test('in the sales team’s language', () => {
  const { text } = mail('fr');
  expect(text).toContain('Émirats arabes unis (AE)');
  expect(text).toContain('Sous 3 mois');
});
