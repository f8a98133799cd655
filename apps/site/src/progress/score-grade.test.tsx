import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreGrade } from './score-grade';

describe('ScoreGrade', () => {
  it('shows "85% · Grade B" and reads the score and grade apart, without the dot', () => {
    const { container } = render(
      <ScoreGrade score="85%" grade="Grade B" className="line" gradeClassName="grade" />,
    );
    const line = container.querySelector('.line') as HTMLElement;
    expect(line).toHaveTextContent('85% · Grade B');
    const spoken = line.cloneNode(true) as HTMLElement;
    for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    expect(spoken.textContent).toBe('85% Grade B');
  });
});
