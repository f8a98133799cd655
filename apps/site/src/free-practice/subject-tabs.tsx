import * as Tabs from '@radix-ui/react-tabs';
import type { PublicMath } from '@mathcols/api-client';
import type { Subject } from '@mathcols/engine';
import { useState } from 'react';
import { SubjectPractice } from './subject-practice';
import { createSubjectDiagnoses, type SubjectDiagnoses } from '../diagnosis/diagnosis-session';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { keepFreePracticeTab, resumeFreePractice } from './free-practice-progress';
import { createSubjectGames, FREE_PRACTICE_SUBJECTS } from './subjects';

/** Props of {@link SubjectTabs}. */
export interface SubjectTabsProps {
  /** The day's free problems of every subject. */
  publicMath: PublicMath;
}

/**
 * The subject tabs of free practice (Multiplication, Addition, Subtraction, Division; Radix
 * Tabs: arrow keys move between tabs, Tab moves into the panel). One level game per subject is
 * created once, so each subject keeps its level and progress while another tab is shown — and
 * one diagnosis session per subject (issue 12: its bug tracker and a probe waiting to be served).
 * Every panel stays mounted (hidden while another tab is shown), so the problem on screen keeps
 * the child's digits, marks and hint too: a look at another subject loses no work. A reload in
 * the same tab comes back to the same subject, levels and counts (`resumeFreePractice`).
 *
 * @see spec §2 "Free practice"
 */
export function SubjectTabs({ publicMath }: SubjectTabsProps) {
  const [{ games, resumed }] = useState(() => {
    const created = createSubjectGames(publicMath);
    return { games: created, resumed: resumeFreePractice(created) };
  });
  const [diagnoses] = useState<SubjectDiagnoses>(createSubjectDiagnoses);
  const [subject, setSubject] = useState<Subject>(resumed.subject);

  return (
    <Tabs.Root
      className="subject-tabs"
      value={subject}
      onValueChange={(value) => {
        setSubject(value as Subject);
        keepFreePracticeTab(value as Subject);
      }}
    >
      <Tabs.List className="subject-tabs-list" aria-label="Subjects">
        {FREE_PRACTICE_SUBJECTS.map((value) => (
          <Tabs.Trigger key={value} value={value} className="subject-tab">
            {SUBJECT_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FREE_PRACTICE_SUBJECTS.map((value) => (
        <Tabs.Content
          key={value}
          value={value}
          className="subject-panel"
          forceMount
          hidden={value !== subject}
        >
          <SubjectPractice
            game={games[value]}
            diagnosis={diagnoses[value]}
            initialResults={resumed.results[value]}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
