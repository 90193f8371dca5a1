import { CANCEL_MESSAGE_MAX, validateCancel } from './cancel-form-rules';

describe('validateCancel', () => {
  it('asks for one of the reasons offered, and a message the API takes', () => {
    expect(validateCancel({ reason: 'plans', message: '' }, ['plans'])).toEqual({});
    expect(validateCancel({ reason: null, message: 'x'.repeat(CANCEL_MESSAGE_MAX + 1) }, ['plans'])).toEqual({
      reason: 'form.reason.required',
      message: 'form.message.tooLong',
    });
    expect(validateCancel({ reason: 'other', message: '' }, ['plans'])).toEqual({ reason: 'form.reason.required' });
  });
});
