import { describe, expect, it } from 'vitest';
import { checkContact, counterState } from './contact-validation';

describe('checkContact', () => {
  it('asks for a reason and a message that is not only spaces', () => {
    expect(checkContact({ reason: '', message: ' \n ' })).toEqual({
      reason: 'Please select a reason',
      message: 'Please enter a message',
    });
    expect(checkContact({ reason: 'question', message: 'Hi' })).toEqual({});
  });

  it('refuses more than 768 characters once trimmed, as the server counts them', () => {
    expect(checkContact({ reason: 'other', message: 'x'.repeat(768) })).toEqual({});
    expect(checkContact({ reason: 'other', message: `  ${'x'.repeat(768)}\n` })).toEqual({});
    expect(checkContact({ reason: 'other', message: 'x'.repeat(769) })).toEqual({
      message: 'Message must be less than 768 characters',
    });
  });
});

describe('counterState', () => {
  it('turns to a warning above 700 and to over above 768', () => {
    expect([0, 700, 701, 768, 769].map(counterState)).toEqual(['ok', 'ok', 'warn', 'warn', 'over']);
  });
});
