import { describe, expect, it } from 'vitest';
import { createCheckedAnswers } from './checked-answers.ts';

describe('checked answers', () => {
  it('remembers answers per operation, the newest few of a bounded size', () => {
    const checked = createCheckedAnswers(2, 10);
    checked.add('GET a', '{"x":1}');
    expect(checked.has('GET a', '{"x":1}')).toBe(true);
    expect(checked.has('GET b', '{"x":1}')).toBe(false);
    expect(checked.has('GET a', '{"x":2}')).toBe(false);
    checked.add('GET a', '{"x":2}');
    checked.add('GET a', '{"x":3}');
    expect(checked.has('GET a', '{"x":1}')).toBe(false);
    expect(checked.has('GET a', '{"x":3}')).toBe(true);
    checked.add('GET a', '{"long":"answer"}');
    expect(checked.has('GET a', '{"long":"answer"}')).toBe(false);
  });
});
