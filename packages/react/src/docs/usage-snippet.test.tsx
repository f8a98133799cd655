import { describe, expect, it, vi } from 'vitest';
import { AdditionWorksheet } from '../addition/addition-worksheet';
import { Worksheet } from '../worksheet/worksheet';
import { usageSnippet } from './usage-snippet';

const STORY_OBJECT = '{\n  play: async ({ canvasElement }) => { … }\n}';

describe("usageSnippet ('Show code' in the catalogue)", () => {
  it('writes the component with the story args as an app would, not the play function', () => {
    const snippet = usageSnippet(STORY_OBJECT, {
      component: AdditionWorksheet,
      args: { addend1: '57', addend2: '68', hint: undefined, onSubmit: vi.fn() },
    });
    expect(snippet).toBe('<AdditionWorksheet addend1="57" addend2="68" onSubmit={onSubmit} />');
  });

  it('writes objects as code and breaks a long tag into one prop per line', () => {
    const snippet = usageSnippet(STORY_OBJECT, {
      component: Worksheet,
      args: {
        problem: { number_0: '223', number_1: '49', operator: '*' },
        style: { '--mc-box-size': '56px' },
        autoFocus: false,
        onNextProblem: vi.fn(),
      },
    });
    expect(snippet).toBe(
      [
        '<Worksheet',
        "  problem={{ number_0: '223', number_1: '49', operator: '*' }}",
        "  style={{ '--mc-box-size': '56px' }}",
        '  autoFocus={false}',
        '  onNextProblem={onNextProblem}',
        '/>',
      ].join('\n'),
    );
  });

  it("keeps Storybook's text for a story without a component", () => {
    expect(usageSnippet(STORY_OBJECT, { args: { first: '223' } })).toBe(STORY_OBJECT);
  });
});
