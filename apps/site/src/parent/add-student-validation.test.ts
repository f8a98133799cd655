import { describe, expect, it } from 'vitest';
import { validateNewStudent, type AddStudentValues } from './add-student-validation';

const valid: AddStudentValues = {
  firstname: 'Sam',
  lastname: 'Lee',
  accountname: 'sam',
  passcode: 'abcd',
  gradelevel: '3',
};

describe('validateNewStudent', () => {
  it('accepts a complete student', () => {
    expect(validateNewStudent(valid)).toEqual({});
  });

  it('requires names and handle after trimming', () => {
    expect(
      validateNewStudent({ ...valid, firstname: ' ', lastname: '', accountname: '  ' }),
    ).toEqual({
      firstname: 'First name is required',
      lastname: 'Last name is required',
      accountname: 'Account name is required',
    });
  });

  it('refuses a handle under 3 characters with the protocol’s words (not a server 400)', () => {
    expect(validateNewStudent({ ...valid, accountname: 'ab' })).toEqual({
      accountname: 'Student handle must be at least 3 characters long',
    });
    expect(validateNewStudent({ ...valid, accountname: ' ab ' }).accountname).toBe(
      'Student handle must be at least 3 characters long',
    );
    expect(validateNewStudent({ ...valid, accountname: 'abc' })).toEqual({});
    expect(validateNewStudent({ ...valid, accountname: ' Sam.Lee ' })).toEqual({});
  });

  it('refuses names and a handle the server would refuse for their length, saying so', () => {
    expect(
      validateNewStudent({
        ...valid,
        firstname: 'A'.repeat(65),
        lastname: ` ${'B'.repeat(64)} `,
        accountname: 'maximilian-the-great-mathematician',
      }),
    ).toEqual({
      firstname: 'First name must be at most 64 characters long',
      accountname: 'Student handle must be at most 32 characters long',
    });
  });

  it('refuses a handle the server would refuse for its characters', () => {
    expect(validateNewStudent({ ...valid, accountname: 'sam lee' }).accountname).toBe(
      'Use letters, digits, dots, dashes or underscores',
    );
  });

  it('needs a passcode of at least 4 characters, no special characters', () => {
    expect(validateNewStudent({ ...valid, passcode: 'abc' }).passcode).toBe(
      'Password must be at least 4 characters long',
    );
    expect(validateNewStudent({ ...valid, passcode: '1234' })).toEqual({});
  });

  it.each(['0', '8', '', '2.5', 'x'])('refuses grade %j', (gradelevel) => {
    expect(validateNewStudent({ ...valid, gradelevel }).gradelevel).toBe(
      'Grade level must be between 1 and 7',
    );
  });

  it.each(['1', '7'])('accepts grade %s', (gradelevel) => {
    expect(validateNewStudent({ ...valid, gradelevel })).toEqual({});
  });
});
