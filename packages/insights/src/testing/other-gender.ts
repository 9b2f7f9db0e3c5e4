import { findQuestionByText } from '@acp/shared';
import type { JourneyDay } from '@acp/shared';
import type { AnswerLists } from './build-answers.js';

/**
 * A verb's masculine and feminine forms as students write them, in Hinglish and Devanagari (test
 * data, written out pair by pair, apart from the engine's own reading of them).
 */
const PAIRS = [
  'karta karti|karte karti|chahta chahti|sakta sakti|raha rahi|gaya gayi|jata jati|jaata jaati',
  'lagta lagti|padhta padhti|likhta likhti|sochta sochti|dekhta dekhti|khelta khelti',
  'seekhta seekhti',
  'sikhata sikhati|banata banati|padhata padhati|rehta rehti|rahta rahti|hota hoti|aata aati',
  'deta deti|leta leti|sunta sunti|bolta bolti|samajhta samajhti|bhoolta bhoolti|darta darti',
  'banunga banungi|karunga karungi|jaunga jaungi|chahunga chahungi|dunga dungi|sikhaunga sikhaungi',
  'tha thi|hua hui|bana bani|krta krti|skta skti|rha rhi|gya gyi|aaya aayi|mila mili|utha uthi',
  'करता करती|करते करती|चाहता चाहती|सकता सकती|रहा रही|गया गई|जाता जाती|लगता लगती|पढ़ता पढ़ती',
  'लिखता लिखती|सोचता सोचती|देखता देखती|खेलता खेलती|सीखता सीखती|सिखाता सिखाती|बनाता बनाती',
  'पढ़ाता पढ़ाती|रहता रहती|होता होती|आता आती|देता देती|लेता लेती|सुनता सुनती|बोलता बोलती',
  'समझता समझती|बनूंगा बनूंगी|बनूँगा बनूँगी|करूंगा करूंगी|जाऊंगा जाऊंगी|था थी|हुआ हुई|बना बनी',
  'आया आई|मिला मिली|उठा उठी',
]
  .join('|')
  .split('|')
  .map((pair) => pair.split(' ') as [string, string]);

/** Each form → the other gender's form ("karti" → "karta" as well as "karta" → "karti"). */
const OTHER = new Map<string, string>();
for (const [masculine, feminine] of PAIRS) {
  if (!OTHER.has(masculine)) OTHER.set(masculine, feminine);
  if (!OTHER.has(feminine)) OTHER.set(feminine, masculine);
}

const capitalLike = (model: string, word: string) =>
  model.charAt(0) !== model.charAt(0).toLowerCase()
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;

/** A text with every gendered verb form written in the other gender's form. */
export function inOtherGender(text: string): string {
  return text.normalize('NFC').replace(/[\p{L}\p{M}]+/gu, (word) => {
    const other = OTHER.get(word.toLowerCase());
    return other === undefined ? word : capitalLike(word, other);
  });
}

/**
 * A persona's answers with the free-text answers at `which` (indexes over all the free-text
 * answers of the three steps, in order) written in the other gender's forms.
 */
export function answersInOtherGender(
  answers: AnswerLists,
  which: (index: number) => boolean = () => true,
): AnswerLists {
  let index = -1;
  const swap = (day: JourneyDay) =>
    answers[day].map((item) => {
      if (findQuestionByText(day, item.question)?.type !== 'text') return item;
      index++;
      return which(index) ? { ...item, answer: inOtherGender(item.answer) } : item;
    });
  return { day1: swap('day1'), day2: swap('day2'), day3: swap('day3') };
}
