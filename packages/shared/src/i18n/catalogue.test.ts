import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';

/** Every argument a message takes (`name:kind`) and every rich-text tag it uses (`<tag>`). */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(
          `${element.value}:${element.type === TYPE.argument ? 'text' : TYPE[element.type]}`,
        );
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(`${element.value}:${element.type === TYPE.select ? 'select' : 'number'}`);
        for (const option of Object.values(element.options)) signature(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        signature(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

const catalogues: Record<string, Record<string, string>> = { en, hi };

describe('the message catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('give %s the same arguments and tags in both languages', (key) => {
    const english = signature(parse(catalogues.en?.[key] ?? ''));
    const hindi = signature(parse(catalogues.hi?.[key] ?? ''));
    // A plural's argument counts as a number wherever it is used as one.
    const normalise = (set: Set<string>) =>
      [...set].map((entry) => entry.replace(/:(text|number)$/, ':value')).sort();
    expect(normalise(hindi)).toEqual(normalise(english));
  });

  it('write every Hindi message in Hindi, not left in English', () => {
    const untranslated = Object.entries(hi).filter(
      ([key, message]) =>
        !/[\u0900-\u097F]/.test(message) && message === en[key as keyof typeof en],
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
