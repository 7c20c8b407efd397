// The sales e-mail of a request for quotation: what sales need to quote is in it — the reference the visitor was
// given, company, destination, time frame, and each line's size and finish; and the visitor's copy, in their language.
import { composeInquiryMail } from '../../src/inquiry/mailer';
import { composeVisitorCopy } from '../../src/inquiry/visitor-copy';
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
  fields: {
    company: 'Gulf Stone Trading LLC',
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
    country: 'AE',
    delivery: 'Jebel Ali port',
    neededBy: 'threeMonths',
  },
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

const settings = {
  outboxDir: null,
  from: 'site@example.com',
  to: (b: { address: string }) => b.address,
  lang: 'en' as const,
};

test('the visitor’s copy is in their language, quotes the reference and lines, and leaves out the free text', () => {
  const copy = composeVisitorCopy(request, settings, inquiryKinds)!;
  expect(copy.to).toBe('omar@example.com');
  expect(copy.replyTo.address).toBe('info@taurusstone.com');
  expect(copy.subject).toContain('INQ-00042');
  expect(copy.text).toContain('رقمك المرجعي: INQ-00042');
  expect(copy.text).toContain('معبأ ومطفي'); // the finish, in Arabic
  expect(copy.text).toContain('Jebel Ali port');
  expect(copy.text).not.toContain(request.message);
  expect(copy.html).toContain('dir="rtl"');
});

test('a deploy preview sends the copy to its preview address only, and none where it may mail no one', () => {
  const preview = { ...settings, preview: true, to: () => 'previews@example.com' };
  expect(composeVisitorCopy(request, preview, inquiryKinds)!.to).toBe('previews@example.com');
  expect(composeVisitorCopy(request, { ...preview, noMail: 'no preview address' }, inquiryKinds)).toBeNull();
});
