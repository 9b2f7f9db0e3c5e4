// Signs people up as the app does (decision 015): the signup, the link from the email the server
// wrote to its outbox (DATA_DIR/outbox, no SMTP), the finish. For the benchmarks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const decodeQuotedPrintable = (text) => text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** Reads each outbox file once: finish-signup tokens by address. */
function outboxReader(dataDir) {
  const dir = path.join(dataDir, 'outbox');
  const seen = new Set();
  const tokens = new Map();
  return () => {
    if (!existsSync(dir)) return tokens;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.eml') || seen.has(file)) continue;
      seen.add(file);
      const text = decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8'));
      const to = /^To: (.+)$/m.exec(text)?.[1]?.trim().toLowerCase();
      const token = /\/signup\/([\w-]{20,})/.exec(text)?.[1];
      if (to && token) tokens.set(to, token);
    }
    return tokens;
  };
}

/**
 * Signs up every person (in parallel) and returns their session cookies, in order. `post` is
 * `(url, body, cookie?) => fetch response`; `dataDir` is the server's DATA_DIR.
 */
export async function signUpThroughOutbox(post, dataDir, people) {
  const started = await Promise.all(people.map((person) => post('/user/signup', person)));
  const refused = started.find((response) => response.status !== 202);
  if (refused) throw new Error(`signup: ${refused.status} ${await refused.text()}`);
  const read = outboxReader(dataDir);
  const emails = people.map((person) => person.email.toLowerCase());
  for (const begun = Date.now(); ; await sleep(20)) {
    const tokens = read();
    if (emails.every((email) => tokens.has(email))) break;
    if (Date.now() - begun > 60_000) throw new Error('signup emails did not arrive within 60 s');
  }
  const tokens = read();
  return Promise.all(
    emails.map(async (email) => {
      const response = await post('/user/signup/finish', { token: tokens.get(email) });
      const cookie = response.headers.get('set-cookie')?.split(';')[0];
      if (response.status !== 201 || !cookie) throw new Error(`signup finish: ${response.status}`);
      return cookie;
    }),
  );
}
