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

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return text;
}

/** Step 2 answers of a student who failed NEET twice, in his words (Hinglish). */
const STRUGGLING_DAY2 = [
  'kuch nahi karta, bas lagta hai sab khatam ho gaya hai',
  'kabhi kabhi lagta hai jeene ka koi matlab nahi hai',
  'pata nahi, shayad main 5 saal baad hounga hi nahi',
];
const FLAGGED_WORDS = ['sab khatam', 'jeene ka koi matlab', '5 saal baad hounga'];

describe('a student whose answers suggest distress', () => {
  it('gets the helplines with every result and in the PDF, and none of his words quoted', async () => {
    const { cookie, input } = await signUpUser(t.app, { name: 'Mohit Choudhary' });
    await markUserPaid(t.app, input.email);
    const post = (url: string, body: unknown = {}) =>
      t.app.inject(apiRequest('POST', url, { cookie, body }));
    await completeJourneyWithResults(t, cookie, {
      day2: STRUGGLING_DAY2,
      day3: ['biology diagrams', 'mujhme koi gift nahi hai', 'Biology', 'the human body'],
    });
    const careers = (await post('/user/user')).json().user.careerResponse[0].results.topCareers
      .careers;
    await post('/user/select-career', { choosedCareer: careers[0].title });

    // Step 1 was answered before anything worrying was said; its result carries the notice now.
    for (const path of [
      '/ai/aicarrerfind-day1',
      '/ai/aicarrerfind-day2',
      '/ai/aicarrerfind-day3',
      '/ai/godeep',
    ]) {
      const response = await post(path);
      expect(response.statusCode, path).toBe(200);
      const data = response.json().data;
      expect(data.support?.helplines[0]?.numbers[0]?.label, path).toBe('14416');
      expect(data.support?.emergency.label, path).toBe('112');
      const text = JSON.stringify(data);
      for (const words of FLAGGED_WORDS) expect(text, path).not.toContain(words);
      expect(text, path).not.toContain('koi gift');
    }
    const user = (await post('/user/user')).json().user;
    expect(user.showSupportCard).toBe(true);
    expect(user.day1response[0].support.helplines[0].name).toBe('Tele-MANAS');

    expect((await post('/user/career-pdf')).statusCode).toBe(200);
    const download = await t.app.inject(apiRequest('GET', '/user/career-pdf', { cookie }));
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('14416');
    expect(text).toContain('112');
    for (const words of FLAGGED_WORDS) expect(text).not.toContain(words);
  });
});

describe('a student who gave too little to go on', () => {
  it('gets a low-confidence blueprint that says so, with no fit above 60 and no junk quoted', async () => {
    const { cookie } = await signUpUser(t.app);
    const post = (url: string) => t.app.inject(apiRequest('POST', url, { cookie, body: {} }));
    await completeJourneyWithResults(t, cookie, {
      day1: ['idk', 'idk'],
      day2: ['idk', 'asdf', 'nothing'],
      day3: ['idk', 'pata nahi', 'idk', 'no'],
    });
    const blueprint = (await post('/ai/aicarrerfind-day3')).json().data;
    expect(blueprint.confidence).toBe('low');
    expect(blueprint.lowSignal.message).toMatch(/first guess/);
    for (const career of blueprint.results.topCareers.careers)
      expect(career.fitScore).toBeLessThanOrEqual(60);
    const all = JSON.stringify(blueprint);
    for (const junk of ['“idk', '“asdf', '“pata nahi', '“nothing']) expect(all).not.toContain(junk);
    expect(blueprint.support).toBeUndefined();
  });
});
