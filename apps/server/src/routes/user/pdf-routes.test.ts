import { messages } from '@acp/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markUserPaid, signUpUser } from '../../test/factories.js';
import { completeJourneyWithResults } from '../../test/journey.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AI_MAX: '1000' });
});
afterAll(async () => t.close());

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return { pages: pdf.numPages, text };
}

describe('career PDF', () => {
  it('renders the whole report for its owner, with ₹ and the name', async () => {
    const { cookie, input } = await signUpUser(t.app, { name: 'Anaya Krishnan' });
    await markUserPaid(t.app, input.email);
    const post = (url: string, body: unknown = {}) =>
      t.app.inject(apiRequest('POST', url, { cookie, body }));
    await completeJourneyWithResults(t, cookie);

    expect((await post('/user/career-pdf')).json()).toMatchObject({
      code: 'step_incomplete',
      message: messages.openRoadmapFirst,
    });
    const careers = (await post('/user/user')).json().user.careerResponse[0].results.topCareers
      .careers;
    await post('/user/select-career', { choosedCareer: careers[0].title });
    expect((await post('/ai/godeep')).statusCode).toBe(200);

    const generated = await post('/user/career-pdf');
    expect(generated.json()).toEqual({
      success: true,
      message: messages.pdfGenerated,
      carrerPdfUrl: '/api/v1/user/career-pdf',
    });
    expect((await post('/user/user')).json().user.carrerPdfUrl).toBe('/api/v1/user/career-pdf');

    const download = await t.app.inject(apiRequest('GET', '/user/career-pdf', { cookie }));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="AI-Career-Path-Anaya-Krishnan.pdf"',
    );
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(500 * 1024);

    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(text).toContain('Anaya Krishnan');
    expect(text).toContain('₹499');
    expect(text).toContain(careers[0].title);
    expect(text).toContain('Your interest profile');
    expect(text).toContain('O*NET');
    expect(text).toContain('www.onetonline.org/link/summary/');

    // Made again after the account chose Hindi: the report's own words are Hindi.
    await post('/user/locale', { locale: 'hi' });
    await post('/user/career-pdf');
    const again = await t.app.inject(apiRequest('GET', '/user/career-pdf', { cookie }));
    const inHindi = (await pdfText(again.rawPayload)).text;
    expect(inHindi).toMatch(/टॉप\s+3/);
    expect(inHindi).toContain('आपका रोडमैप');
    expect(inHindi).not.toContain('Your interest profile');
  });

  it('is served only to its owner', async () => {
    const stranger = await signUpUser(t.app);
    await markUserPaid(t.app, stranger.input.email);
    const response = await t.app.inject(
      apiRequest('GET', '/user/career-pdf', { cookie: stranger.cookie }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.pdfMissing);
    expect((await t.app.inject(apiRequest('GET', '/user/career-pdf'))).statusCode).toBe(401);
  });
});
