import { describe, expect, it } from 'vitest';
import { ftueBanner, repairedFtue, withFtueStep } from './ftue';

describe('ftueBanner', () => {
  it('welcomes a parent with no students and no create_student step', () => {
    expect(ftueBanner({ ftue: [], studentCount: 0 })).toBe('welcome');
  });

  it('asks for a schedule after create_student without update_schedule', () => {
    expect(ftueBanner({ ftue: ['create_student'], studentCount: 1 })).toBe('schedule');
    expect(ftueBanner({ ftue: ['create_student'], studentCount: 0 })).toBe('schedule');
  });

  it('shows nothing once the schedule step is done', () => {
    expect(ftueBanner({ ftue: ['create_student', 'update_schedule'], studentCount: 2 })).toBe(null);
  });

  it('shows no welcome when students exist without a stored step', () => {
    expect(ftueBanner({ ftue: [], studentCount: 1 })).toBe(null);
  });
});

describe('repairedFtue', () => {
  it('stores create_student when FTUE is empty but students exist', () => {
    expect(repairedFtue({ ftue: [], studentCount: 2 })).toEqual(['create_student']);
  });

  it('leaves an empty FTUE without students alone', () => {
    expect(repairedFtue({ ftue: [], studentCount: 0 })).toBe(null);
  });

  it('leaves a stored FTUE alone', () => {
    expect(repairedFtue({ ftue: ['create_student'], studentCount: 3 })).toBe(null);
  });
});

describe('withFtueStep', () => {
  it('appends a missing step', () => {
    expect(withFtueStep(['create_student'], 'update_schedule')).toEqual([
      'create_student',
      'update_schedule',
    ]);
    expect(withFtueStep([], 'create_student')).toEqual(['create_student']);
  });

  it('returns null when the step is already stored', () => {
    expect(withFtueStep(['create_student', 'update_schedule'], 'update_schedule')).toBe(null);
  });
});
