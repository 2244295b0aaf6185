import { describe, expect, it } from 'vitest';
import { dropIndexAt, dropLineAt, passedDragThreshold } from './drop-position';

const box = (top: number, bottom: number) => ({ top, bottom, left: 10, right: 210 });

describe('dropIndexAt', () => {
  const children = [box(0, 40), box(50, 90), box(100, 140)];

  it('goes before the first child whose middle is below the pointer', () => {
    expect(dropIndexAt(children, -5)).toBe(0);
    expect(dropIndexAt(children, 19)).toBe(0);
    expect(dropIndexAt(children, 21)).toBe(1);
    expect(dropIndexAt(children, 75)).toBe(2);
  });

  it('goes at the end below the last middle, and at 0 in an empty container', () => {
    expect(dropIndexAt(children, 130)).toBe(3);
    expect(dropIndexAt([], 500)).toBe(0);
  });
});

describe('dropLineAt', () => {
  const container = box(0, 300);
  it('draws above the child it goes before, below the last, or at the top of an empty one', () => {
    expect(dropLineAt(container, [box(10, 40), box(50, 90)], 1).top).toBe(48);
    expect(dropLineAt(container, [box(10, 40), box(50, 90)], 2).top).toBe(91);
    expect(dropLineAt(container, [], 0)).toEqual({ top: 4, left: 14, width: 192 });
  });
});

describe('passedDragThreshold', () => {
  it('is a click up to 4 px, a drag past it on either axis', () => {
    expect(passedDragThreshold(4, -4)).toBe(false);
    expect(passedDragThreshold(5, 0)).toBe(true);
    expect(passedDragThreshold(0, -5)).toBe(true);
  });
});
