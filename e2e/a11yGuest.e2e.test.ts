// Accessibility in Chromium on a fresh database: axe-core (WCAG 2.1 A and AA) finds nothing on
// any page a guest sees, at a desktop's and a phone's size, with the cart's remove dialog, the
// search box's suggestions and a tracked order open. One server, one tab, each page loaded once
// and checked at both sizes (a customer's pages: a11yCustomer.e2e.test.ts, run beside this file).
import { auditVisit, GUEST_VISITS, startAudit, type Audit } from './a11yVisits';
import { STARTUP_MS } from './harness';

// A page is loaded once and checked twice; a busy 2-core machine can take a minute over a long page.
jest.setTimeout(150_000);

let audit: Audit;

beforeAll(async () => void (audit = await startAudit()), STARTUP_MS);

it.each(GUEST_VISITS.map((visit) => [visit.name, visit] as const))(
  'finds the %s page meets WCAG 2.1 AA',
  async (_name, visit) => {
    expect(await auditVisit(audit, visit)).toEqual([]);
  },
);
