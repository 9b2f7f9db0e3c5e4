import { expect } from 'vitest';

/** Asserts the elements appear in the page in the given order, as a reader meets them. */
export function expectInReadingOrder(...elements: HTMLElement[]) {
  for (const [index, element] of elements.slice(1).entries()) {
    const before = elements[index];
    const follows = before?.compareDocumentPosition(element) ?? 0;
    expect(
      follows & Node.DOCUMENT_POSITION_FOLLOWING,
      `element ${index + 1} follows ${index}`,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  }
}
